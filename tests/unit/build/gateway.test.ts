/**
 * What the build takes from the assistant gateway, end to end in a throwaway copy of the project: a
 * token without analytics leaves only the most viewed section out; a revoked token or a half
 * configured gateway stops the build with one line that never shows the token, dist/ untouched.
 * The default build with every scope is the browser tests' site (tests/e2e/gateway.spec.ts); a
 * catalog without a gateway is goLive.test.ts's build.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkCopy, readTree, runBuild, treeDifferences } from '../../../scripts/lib/workCopy.ts';
import { startSimulator } from '../../../simulator/index.ts';

const REFS = ['--references', '12'];
/** The gateway's part of a build needs no processed images (each costs seconds of encoding). */
const NO_IMAGES = { SITE_IMAGE_PROCESS_LIMIT: '0' };
const LANGS = ['de', 'en'] as const;
let work: { dir: string; dispose(): Promise<void> };

const home = (lang: string) => readFile(join(work.dir, 'dist', lang, 'index.html'), 'utf8');
const dist = () => readTree(join(work.dir, 'dist'));

describe('build with the assistant gateway', () => {
  beforeAll(async () => {
    work = await createWorkCopy();
  });
  afterAll(async () => {
    await work?.dispose();
  });

  it('a token without the analytics scope leaves the most viewed section out with one line, not a failure', async () => {
    const run = await runBuild(work.dir, REFS, { ...NO_IMAGES, ASSISTANT_GATEWAY_TOKEN: 'demo-mcp-token' });
    expect(run.code, run.output.slice(-3000)).toBe(0);
    const lines = run.output.split('\n').filter((line) => line.includes('lacks the analytics scope'));
    // Said (by the loader, in Astro's run), never as an error.
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => !/error/i.test(line))).toBe(true);
    for (const lang of LANGS) {
      const html = await home(lang);
      expect(html).not.toMatch(/data-most-viewed/);
      expect(html).toMatch(/data-company-profile/);
    }
    expect(run.output).not.toContain('demo-mcp-token');
  });

  it('a revoked token keeps the gateway’s sections from the last build: one line without the token, published', async () => {
    const before = await dist();
    const token = 'revoked-mcp-token';
    const run = await runBuild(work.dir, REFS, { ...NO_IMAGES, ASSISTANT_GATEWAY_TOKEN: token });
    expect(run.code, run.output.slice(-2000)).toBe(0);
    expect(run.lastLine).toMatch(/^\[build\] published dist\//);
    const warnings = run.output
      .split('\n')
      .filter((line) => /-32002.*keep their last good values/.test(line));
    expect(warnings).toHaveLength(1);
    expect(run.output).not.toContain(token);
    // The profile, group tree and most viewed are the last build's: every page is as it was.
    expect(treeDifferences(before, await dist()).filter((path) => path !== 'build.json')).toEqual([]);
    const report = JSON.parse(await readFile(join(work.dir, '.cache/build-report.json'), 'utf8'));
    expect(report.degraded).toHaveLength(3);
  });

  it('with an external catalog, only one of the two gateway variables stops the build', async () => {
    const sim = await startSimulator({ references: 12 });
    try {
      const catalog = { CATALOG_API_URL: sim.url, CATALOG_API_KEY: 'demo-key' };
      const half = await runBuild(work.dir, [], {
        ...NO_IMAGES,
        ...catalog,
        ASSISTANT_GATEWAY_URL: sim.gatewayUrl,
      });
      expect(half.code).not.toBe(0);
      expect(half.lastLine).toMatch(
        /^\[build\] FAILED: ASSISTANT_GATEWAY_TOKEN is not set: set both .* — dist\/ left unchanged$/,
      );
    } finally {
      await sim.close();
    }
  });
});
