/**
 * A loader that reads something besides the catalog's snapshot (the gateway, widget settings), with
 * its probe: what its `load()` reads, asked again without Astro and through the same code. Equal
 * answers mean its load would store what it stored last time; undefined means it cannot vouch for
 * that (the sync must run). The build's "unchanged: keep dist/" check is the digest of the snapshot
 * and every probe's answer (catalogProbe.ts), so a loader that starts reading something new states
 * it here, next to its load, or the check never sees it.
 */
import type { Loader } from 'astro/loaders';

export type ProbedLoader<Answer = unknown> = Loader & { probe(): Promise<Answer | undefined> };
