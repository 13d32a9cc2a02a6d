/**
 * Going live, end to end in one small build of a throwaway copy: a company's catalog (the
 * simulator, configured like a real one) built as a preview with analytics, a privacy URL and no
 * imprint of its own. Search engines are kept out (robots.txt, every page's meta), the CSP allows
 * exactly the analytics script and its report origins, the footer links what was set, the build
 * says in one line that the imprint is still the placeholder, and a bad setting stops the build
 * naming it; without an assistant gateway the gateway's sections are left out. The production
 * default (no preview, no analytics, the embedded gateway) is the e2e suite's dist/.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkCopy,
  exists,
  readTree,
  runBuild,
  treeDifferences,
} from '../../../scripts/lib/workCopy.ts';
import { startSimulator } from '../../../simulator/index.ts';

const SCRIPT = 'https://stats.example.com/js/script.js';
const ORIGINS = ['https://stats.example.com', 'https://collect.example.net'];
const PRIVACY = { de: 'https://www.example.com/datenschutz', en: 'https://www.example.com/en/privacy' };
const IMPRINT_PAGE = { de: '/de/impressum/', en: '/en/legal-notice/' };
const LANGS = ['de', 'en'] as const;

let work: { dir: string; dispose(): Promise<void> };
let sim: Awaited<ReturnType<typeof startSimulator>>;
let output = '';
let pages: { path: string; html: string }[] = [];

/** The directives of a CSP: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const metas = (html: string, name: string) =>
  [...html.matchAll(/<meta\s[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'name') === name || attr(tag, 'http-equiv') === name);
/** The href of the footer's legal link of `kind`. */
const footerLink = (html: string, kind: string) => {
  const tag = [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]).find((a) => attr(a, 'data-legal') === kind);
  return tag && attr(tag, 'href');
};

describe('a preview build with analytics from a configured catalog', () => {
  beforeAll(async () => {
    work = await createWorkCopy();
    sim = await startSimulator({ references: 12 });
    const run = await runBuild(work.dir, [], {
      CATALOG_API_URL: sim.url,
      CATALOG_API_KEY: 'demo-key',
      SITE_ENV: 'preview',
      SITE_ANALYTICS_SCRIPT: SCRIPT,
      SITE_ANALYTICS_ORIGINS: ORIGINS.join(','),
      SITE_PRIVACY_URL: `de=${PRIVACY.de},en=${PRIVACY.en}`,
      // Go-live settings need no processed images (each costs seconds of encoding).
      SITE_IMAGE_PROCESS_LIMIT: '0',
    });
    output = run.output;
    expect(run.code, run.output.slice(-3000)).toBe(0);
    const tree = await readTree(join(work.dir, 'dist'));
    pages = [...tree]
      .filter(([file]) => file.endsWith('.html'))
      .map(([file, bytes]) => ({
        path: `/${file.replace(/index\.html$/, '')}`,
        html: bytes.toString('utf8'),
      }));
  });
  afterAll(async () => {
    await sim?.close();
    await work?.dispose();
  });

  it('keeps search engines out: robots.txt disallows everything, names no sitemap, and every page says noindex', async () => {
    const robots = await readFile(join(work.dir, 'dist/robots.txt'), 'utf8');
    expect(robots).toBe('User-agent: *\nDisallow: /\n');
    expect(pages.length).toBeGreaterThan(20);
    const indexable = pages.filter(
      (page) => !metas(page.html, 'robots').some((tag) => /noindex/.test(attr(tag, 'content') ?? '')),
    );
    expect(indexable.map((page) => page.path)).toEqual([]);
  });

  it('loads the analytics script on every page, and the CSP allows exactly it and its report origins', () => {
    const withFooter = pages.filter((page) => page.html.includes('class="site-footer"'));
    expect(withFooter.length).toBeGreaterThan(20);
    for (const page of withFooter) {
      expect(page.html, page.path).toContain(`<script defer src="${SCRIPT}"></script>`);
      const [csp] = metas(page.html, 'content-security-policy');
      const policy = directives(attr(csp ?? '', 'content') ?? '');
      const scriptSrc = (policy.get('script-src') ?? []).filter((source) => !/^'sha256-/.test(source));
      expect(scriptSrc, `${page.path}: script-src besides hashes`).toEqual(["'self'", SCRIPT]);
      expect(policy.get('connect-src'), `${page.path}: connect-src`).toEqual(["'self'", ...ORIGINS]);
      expect(policy.get('default-src'), page.path).toEqual(["'self'"]);
      expect(
        [...policy.values()].flat().filter((source) => /unsafe|\*/.test(source)),
        page.path,
      ).toEqual([]);
    }
  });

  it('links the privacy URL that was set and the site’s own imprint page, which says it is a placeholder', async () => {
    for (const lang of LANGS) {
      const home = pages.find((page) => page.path === `/${lang}/`)?.html ?? '';
      expect(footerLink(home, 'privacy'), `${lang} privacy link`).toBe(PRIVACY[lang]);
      expect(footerLink(home, 'imprint'), `${lang} imprint link`).toBe(IMPRINT_PAGE[lang]);
      const imprint = pages.find((page) => page.path === IMPRINT_PAGE[lang])?.html ?? '';
      expect(imprint, `${lang} imprint page`).toMatch(lang === 'de' ? /Platzhalter/ : /Placeholder/);
    }
    // No page of its own where the company's URL is linked.
    expect(await exists(join(work.dir, 'dist/de/datenschutz'))).toBe(false);
    expect(await exists(join(work.dir, 'dist/en/privacy'))).toBe(false);
  });

  it('without an assistant gateway, says so and leaves the profile and most viewed sections out', async () => {
    expect(output).toContain('[build] assistant gateway: not configured');
    for (const lang of LANGS) {
      const home = pages.find((page) => page.path === `/${lang}/`);
      expect(home, `${lang} home`).toBeDefined();
      expect(home?.html).not.toMatch(/data-most-viewed|data-company-profile/);
    }
  });

  it('says once that the imprint is still the placeholder, naming its setting', () => {
    const warnings = output.split('\n').filter((line) => line.includes('warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SITE_IMPRINT_URL');
    expect(warnings[0]).not.toContain('SITE_PRIVACY_URL');
  });

  it('a bad setting stops the build naming it, dist/ untouched', async () => {
    const before = await readTree(join(work.dir, 'dist'));
    const run = await runBuild(work.dir, [], {
      CATALOG_API_URL: sim.url,
      CATALOG_API_KEY: 'demo-key',
      SITE_IMPRINT_URL: 'de=https://www.example.com/impressum',
    });
    expect(run.code).not.toBe(0);
    expect(run.lastLine).toMatch(
      /^\[build\] FAILED: SITE_IMPRINT_URL must be an http\(s\) URL, or one per language/,
    );
    expect(treeDifferences(before, await readTree(join(work.dir, 'dist')))).toEqual([]);
  });
});
