/**
 * Astro's process starts beside the build's read step (scripts/build.ts), before the catalog's
 * snapshot exists: it loads its modules, its config and its data store meanwhile, and only what
 * reads the read step's hand-over waits for it. Until then the process runs with
 * BUILD_HANDOFF=pending; scripts/builder/astroRun.ts puts the hand-over's variables (the BUILD_* of
 * readBuildHandoff, src/settings.ts) into its environment when the build script sends them.
 * Process-wide (process.env, a process event), because the loaders run in Vite's module instances
 * and astroRun.ts in Node's.
 */
import type { EventEmitter } from 'node:events';

const PENDING = 'BUILD_HANDOFF';
const ARRIVED = 'build:handoff';

/** The environment of a process that is to wait for the hand-over. */
export const HANDOFF_PENDING = { [PENDING]: 'pending' } as const;

export const handoffPending = (): boolean => process.env[PENDING] === 'pending';

/** Resolves once the hand-over's variables are in process.env: at once when none is awaited. */
export function handoffArrived(): Promise<void> {
  if (!handoffPending()) return Promise.resolve();
  return new Promise((resolve) => process.once(ARRIVED, () => resolve()));
}

/** Sets the hand-over's variables and wakes whatever waits for them. */
export function acceptHandoff(env: Readonly<Record<string, string>>): void {
  Object.assign(process.env, env);
  delete process.env[PENDING];
  (process as EventEmitter).emit(ARRIVED);
}
