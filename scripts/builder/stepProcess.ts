/**
 * A build step in a process of its own (readRun.ts, astroRun.ts, searchIndexRun.ts, Astro's dev
 * server), both sides of it. The build's side: Node started with the step's V8 flags, its typed
 * messages over IPC, its role recorded for the memory figures, and the build's SIGINT and SIGTERM
 * passed on while it runs. A stopped build then stops the step it is in and fails the usual way
 * (dist/ left unchanged) instead of leaving the step to finish alone. The step's side: its messages
 * to the build.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';

type StepOptions<Message> = {
  /** Its name in the build's memory figures and failures: readStep, astro, searchIndex de, … */
  role: string;
  env: NodeJS.ProcessEnv;
  v8Flags?: string[];
  /** Its heap cap in MB (0 or none: V8's own). */
  heapMb?: number;
  /** Default: no input, its output the build's, an IPC channel. */
  stdio?: StdioOptions;
  onMessage?: (message: Message) => void;
};

/** The running steps' roles by pid (treeMemory.ts names each process's peak by them). */
const roles = new Map<number, string>();
export const stepRole = (pid: number): string | undefined => roles.get(pid);

export function startStep<Message = never>(
  script: string,
  args: string[],
  {
    role,
    env,
    v8Flags = [],
    heapMb,
    stdio = ['ignore', 'inherit', 'inherit', 'ipc'],
    onMessage,
  }: StepOptions<Message>,
): ChildProcess {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const child = spawn(process.execPath, [...v8Flags, ...heap, script, ...args], { stdio, env });
  const { pid } = child;
  if (pid) roles.set(pid, role);
  if (onMessage) child.on('message', (message) => onMessage(message as Message));
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', () => {
    if (pid) roles.delete(pid);
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  });
  return child;
}

/** A step's exit code, a stop by a signal counted as a failure. */
export const exitCodeOf = (code: number | null, signal: NodeJS.Signals | null): number =>
  code ?? (signal ? 1 : 0);

/** The failure of a step that ended without sending its result. */
export const endedUnreported = (role: string, code: number | null, signal: NodeJS.Signals | null): string =>
  `${role} ${signal ? `stopped by ${signal}` : `exited with code ${code}`} before reporting`;

/** The step's side: sends one message to the build; resolves once it is sent (at once without IPC). */
export const sendToBuild = <Message>(message: Message): Promise<void> =>
  new Promise((sent) => (process.send ? process.send(message, () => sent()) : sent()));
