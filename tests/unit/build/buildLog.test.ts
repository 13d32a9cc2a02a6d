import { describe, expect, it } from 'vitest';
import { createBuildLog } from '../../../scripts/lib/buildLog.ts';

/** Astro 7's own lines, as `astro build` prints them into a pipe. */
const ASTRO_OUTPUT = [
  '18:22:36 [content] Syncing content',
  '18:22:36 [references-loader-de] references de: 21 listed, details fetched 3 / reused 18',
  '18:22:36 [references-loader-en] references en: 20 listed, details fetched 2 / reused 18',
  '18:22:37 [content] Synced content',
  ' generating static routes ',
  '18:22:38   ├─ /404.html (+27ms) ',
  '18:22:38   ├─ /de/index.html (+10ms) ',
  '18:22:38   ├─ /en/index.html (+3ms) ',
  '18:22:42 ✓ Completed in 4.36s.',
  ' generating optimized images ',
  '18:24:11   ▶ /_astro/1035-7-faulturm_Z9vjfC.webp (before: 62kB, after: 7kB) (+105ms) (1/3)',
  '18:24:11   ▶ /_astro/1031-1-wohnanlage_ZWB48Q.jpg (reused cache entry) (+2ms) (2/3)',
  '18:24:11   ▶ /_astro/1031-1-wohnanlage_1bU86x.avif (revalidated cache entry) (+9ms) (3/3)',
  '18:24:18 ✓ Completed in 1m 36s.',
  '18:24:18 [build] Complete!',
];

function replay(verbose: boolean) {
  let clock = 0;
  const written: string[] = [];
  const log = createBuildLog({
    verbose,
    write: (line) => written.push(line),
    now: () => clock,
    intervalMs: 1500,
  });
  for (const line of ASTRO_OUTPUT) {
    clock += 1000; // one line a second
    log.line(line);
  }
  return { counts: log.finish(), written };
}

describe('build log', () => {
  it('counts pages and images encoded / reused from Astro', () => {
    const { counts } = replay(false);
    expect(counts.pages.rendered).toBe(3);
    expect(counts.images).toEqual({ encoded: 1, reused: 2 });
    expect(Object.keys(counts.stages).sort()).toEqual(['content', 'images', 'pages']);
  });

  it('condenses the per-page and per-image lines into progress and stage summaries', () => {
    const { written } = replay(false);
    expect(written.some((line) => line.includes('├─'))).toBe(false);
    expect(written.some((line) => line.includes('▶'))).toBe(false);
    expect(written).toContain('[build] pages: 2 rendered (1/s)');
    expect(written).toContain('[build] pages: 3 in 5.0s (1/s)');
    expect(written).toContain('[build] images: 2/3 (66%) 1.0/s ETA 1s');
    expect(written).toContain('[build] images: 3/3 in 4.0s, encoded 1 / reused 2');
    expect(written).toContain('18:24:18 [build] Complete!');
  });

  it('counts every page of a line on which concurrent rendering started several', () => {
    const log = createBuildLog({ verbose: false, write: () => {} });
    log.line(' generating static routes ');
    log.line('18:22:38   ├─ /de/a/index.html   ├─ /de/b/index.html (+27ms)   ├─ /de/c/index.html (+3ms) ');
    log.line('18:22:38   ├─ /de/d/index.html (+1ms) ');
    expect(log.finish().pages.rendered).toBe(4);
  });

  it('passes every line through with --verbose', () => {
    const { written } = replay(true);
    for (const line of ASTRO_OUTPUT) expect(written).toContain(line);
  });

  it('keeps the last error Astro printed as a fallback failure reason', () => {
    const log = createBuildLog({ verbose: false, write: () => {} });
    log.errorLine('\u001b[31m[ERROR]\u001b[39m [vite] Could not resolve "./Missing.astro"');
    expect(log.finish().lastError).toBe('Could not resolve "./Missing.astro"');
  });
});
