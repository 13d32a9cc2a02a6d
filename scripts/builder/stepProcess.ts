/**
 * A build step in a process of its own (readRun.ts, astroRun.ts, the search index's
 * searchIndexProcess.ts, Astro's dev server): Node started with the step's V8 flags, its typed
 * messages over IPC, and the build's SIGINT and SIGTERM passed on while it runs. A stopped build
 * then stops the step it is in and fails the usual way (dist/ left unchanged) instead of leaving
 * the step to finish alone.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';

type StepOptions<Message> = {
  env: NodeJS.ProcessEnv;
  v8Flags?: string[];
  /** Its heap cap in MB (0 or none: V8's own). */
  heapMb?: number;
  /** Default: no input, its output the build's, an IPC channel. */
  stdio?: StdioOptions;
  onMessage?: (message: Message) => void;
};

export function startStep<Message = never>(
  script: string,
  args: string[],
  {
    env,
    v8Flags = [],
    heapMb,
    stdio = ['ignore', 'inherit', 'inherit', 'ipc'],
    onMessage,
  }: StepOptions<Message>,
): ChildProcess {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const child = spawn(process.execPath, [...v8Flags, ...heap, script, ...args], { stdio, env });
  if (onMessage) child.on('message', (message) => onMessage(message as Message));
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', () => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  });
  return child;
}
