/**
 * The main page types in both languages as a visitor first sees them (after lazy content has
 * loaded): no console error, uncaught exception, failed or erroring request (images, scripts,
 * styles, fonts, search index) or broken image, and axe-core's WCAG 2.0/2.1 A and AA rules. One
 * page load serves both checks. The site has a dark theme (prefers-color-scheme), so colour
 * contrast is checked in it as well.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { Result } from 'axe-core';
import { brokenImages, type Problems, visit, watchProblems } from './support/browser.ts';
import { LANGS } from './support/contract.ts';
import { mapReady } from './support/map.ts';
import { MAP_KINDS, PAGE_KINDS, type PageKind, samples } from './support/samples.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe.configure({ mode: 'default' });

let context: BrowserContext;
let page: Page;
let problems: Problems;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  problems = watchProblems(page);
});

test.afterAll(async () => {
  await context.close();
});

/** The page as a visitor first sees it; a map once its markers are drawn. */
async function open(kind: PageKind, path: string): Promise<void> {
  await visit(page, path);
  if (MAP_KINDS.includes(kind)) await mapReady(page);
}

function summarize(violations: Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 3)
      .map(
        (n) => `${n.target.join(' ')} [${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}]`,
      );
    const more = v.nodes.length > 3 ? ` … ${v.nodes.length} nodes` : '';
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(' | ')}${more}`;
  });
}

for (const lang of LANGS) {
  for (const kind of PAGE_KINDS) {
    test(`${lang} ${kind}: no console errors or failed requests, no axe violations (WCAG 2.1 AA)`, async () => {
      const path = samples()[lang][kind];
      await page.emulateMedia({ colorScheme: 'light' });
      problems.reset();
      await open(kind, path);
      const broken = (await brokenImages(page)).map((src) => `broken image: ${src}`);
      expect.soft([...problems.list, ...broken], `${path}: console and requests`).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(summarize(violations), `${path}: axe`).toEqual([]);
    });
  }
}

// The theme does not depend on the language: one tree is enough for the dark colours.
for (const kind of PAGE_KINDS) {
  test(`dark theme, de ${kind}: sufficient colour contrast`, async () => {
    const path = samples().de[kind];
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(kind, path);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(summarize(violations), path).toEqual([]);
  });
}
