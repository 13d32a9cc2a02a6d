/**
 * What the build takes from the assistant gateway, end to end in a throwaway copy of the project:
 * the default build (embedded simulator, all scopes) shows the profile teaser and the most viewed
 * section; a token without analytics leaves only that section out; a revoked token or a half
 * configured gateway stops the build with one line that never shows the token, dist/ untouched.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkCopy, readTree, runBuild, treeDifferences } from '../../../scripts/lib/workCopy.ts';
import { startSimulator } from '../../../simulator/index.ts';

const REFS = ['--references', '12'];
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

  it('the default build shows the company profile and the most viewed references on both home pages', async () => {
    const run = await runBuild(work.dir, REFS);
    expect(run.code, run.output.slice(-3000)).toBe(0);
    expect(run.output).toMatch(/assistant gateway: embedded simulator at http:\/\/127\.0\.0\.1:\d+\/mcp\/v1/);
    for (const lang of LANGS) {
      const html = await home(lang);
      expect(html, `${lang} home: profile teaser`).toMatch(
        /data-company-profile[^>]*>\s*<h2[^>]*>[^<]+<\/h2>\s*<p[^>]*>[^<]+/,
      );
      expect(html, `${lang} home: most viewed`).toMatch(/data-most-viewed/);
      expect(html, `${lang} home: head office in the footer`).toMatch(/data-company-location/);
    }
    expect(run.output).not.toContain('full-mcp-token');
  }, 900_000);

  it('a token without the analytics scope leaves the most viewed section out with one line, not a failure', async () => {
    const run = await runBuild(work.dir, REFS, { ASSISTANT_GATEWAY_TOKEN: 'demo-mcp-token' });
    expect(run.code, run.output.slice(-3000)).toBe(0);
    const lines = run.output.split('\n').filter((line) => line.includes('lacks the analytics scope'));
    // Once per Astro run (the build's sync and its build), never as an error.
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => !/error/i.test(line))).toBe(true);
    for (const lang of LANGS) {
      const html = await home(lang);
      expect(html).not.toMatch(/data-most-viewed/);
      expect(html).toMatch(/data-company-profile/);
    }
    expect(run.output).not.toContain('demo-mcp-token');
  }, 300_000);

  it('a revoked token stops the build with one line that does not show the token, dist/ untouched', async () => {
    const before = await dist();
    const token = 'revoked-mcp-token';
    const run = await runBuild(work.dir, REFS, { ASSISTANT_GATEWAY_TOKEN: token });
    expect(run.code).not.toBe(0);
    expect(run.lastLine).toMatch(/^\[build\] FAILED: gateway \w+: .*-32002.* — dist\/ left unchanged$/);
    expect(run.output).not.toContain(token);
    expect(treeDifferences(before, await dist())).toEqual([]);
  }, 300_000);

  it('with an external catalog: no gateway leaves its sections out; only one variable set stops the build', async () => {
    const sim = await startSimulator({ references: 12 });
    try {
      const catalog = { CATALOG_API_URL: sim.url, CATALOG_API_KEY: 'demo-key' };
      const half = await runBuild(work.dir, [], { ...catalog, ASSISTANT_GATEWAY_URL: sim.gatewayUrl });
      expect(half.code).not.toBe(0);
      expect(half.lastLine).toMatch(
        /^\[build\] FAILED: ASSISTANT_GATEWAY_TOKEN is not set: set both .* — dist\/ left unchanged$/,
      );

      const none = await runBuild(work.dir, [], catalog);
      expect(none.code, none.output.slice(-3000)).toBe(0);
      expect(none.output).toContain('[build] assistant gateway: not configured');
      for (const lang of LANGS) {
        const html = await home(lang);
        expect(html).not.toMatch(/data-most-viewed|data-company-profile/);
      }
    } finally {
      await sim.close();
    }
  }, 600_000);
});
