/**
 * The heap cap of Astro's process (and of the search index's, which take Astro's), in MB, when
 * BUILD_HEAP_MB does not set one. A cap keeps V8 from letting garbage grow far past what the build
 * holds alive (src/settings.ts); too low a cap stops a large catalog's build. What stays alive
 * grows with the catalog: ~1 GB at 25,000 references in two languages, the store's entries and the
 * pages' records (docs/build-performance.md, "Memory"). So the cap is twice that per listed
 * reference, never below the 2,048 MB every catalog up to 25,000 built with, and never past three
 * quarters of the memory the machine (or its container) gives the build. The bench's 50,000 get
 * 4,096 MB, the cap they once built with when it was set by hand.
 */
import { totalmem } from 'node:os';

/**
 * Twice what each listed reference keeps alive per language: ~1 GB for the 44,500 listed (22,250
 * per language) of the bench's 25,000-reference catalog, ~23.5 kB each.
 */
const HEAP_PER_LISTED_KB = 47;
const FLOOR_MB = 2048;
const STEP_MB = 256;

/** `listed`: references listed, all languages (undefined when the catalog could not be counted). */
export function defaultHeapMb(listed: number | undefined, machineBytes = machineMemory()): number {
  const wanted = Math.ceil(((listed ?? 0) * HEAP_PER_LISTED_KB) / 1024 / STEP_MB) * STEP_MB;
  const room = Math.floor((machineBytes * 0.75) / 2 ** 20 / STEP_MB) * STEP_MB;
  return Math.max(FLOOR_MB, Math.min(wanted, room));
}

/** The machine's memory, or the container's limit when it has a lower one (cgroups). */
function machineMemory(): number {
  const constrained = process.constrainedMemory();
  return constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
}
