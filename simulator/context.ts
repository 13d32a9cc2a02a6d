/** Shared state of one running simulator, handed to every endpoint. */
import { hash } from './data/random.ts';
import type { ResolvedOptions } from './options.ts';
import type { Auth } from './server/auth.ts';
import type { Lookups } from './store/lookups.ts';
import type { Store } from './store/view.ts';
import type { ViewLog } from './store/viewLog.ts';

export interface SimContext {
  options: ResolvedOptions;
  lookups: Lookups;
  store: Store;
  auth: Auth;
  views: ViewLog;
  /** Seed for the next `orderby=random` answer: reproducible per data seed and call number. */
  nextRandomSeed(): number;
}

export function randomSeeds(seed: number): () => number {
  let calls = 0;
  return () => hash(seed, 'orderby-random', ++calls);
}
