import { describe, expect, it } from 'vitest';
import { partOf, summarize } from '../../../scripts/profile-summary.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 9 });

describe('the CPU profile summary', () => {
  it('names the part each frame belongs to', () => {
    expect(partOf(frame('(idle)'))).toBe('(idle)');
    expect(partOf(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(partOf(frame('render', 'file:///w/node_modules/astro/dist/core/render.js'))).toBe('astro');
    expect(partOf(frame('x', 'file:///w/node_modules/@astrojs/sitemap/dist/index.js'))).toBe(
      '@astrojs/sitemap',
    );
    expect(partOf(frame('existsSync', 'node:fs'))).toBe('node:fs');
    expect(partOf(frame('load', 'file:///w/src/loaders/referencesLoader.ts'))).toBe('src/loaders');
  });

  it('adds up self time per part and per function, largest first', () => {
    const summary = summarize({
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('render', 'file:///w/node_modules/astro/dist/render.js') },
        { id: 3, callFrame: frame('digest', 'file:///w/src/site/digest.ts') },
      ],
      startTime: 0,
      endTime: 10_000,
      // Each delta is the time until the next sample: it is the previous sample's.
      samples: [2, 3, 2, 1],
      timeDeltas: [0, 3000, 1000, 4000],
    });
    expect(summary.wallMs).toBe(10);
    expect(summary.parts).toEqual([
      { part: 'astro', ms: 7 },
      { part: 'src/site', ms: 1 },
      { part: '(idle)', ms: 0 },
    ]);
    expect(summary.functions[0]).toEqual({ name: 'render astro:10', ms: 7 });
  });
});
