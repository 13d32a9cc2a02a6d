/**
 * The main page types load cleanly in both languages: no console error, no uncaught exception,
 * no failed or erroring request (images, scripts, styles, fonts, search index), no broken image.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { brokenImages, type Problems, visit, watchProblems } from './support/browser.ts';
import { LANGS } from './support/contract.ts';
import { PAGE_KINDS, samples } from './support/samples.ts';

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

for (const lang of LANGS) {
  for (const kind of PAGE_KINDS) {
    test(`${lang} ${kind}: no console errors or failed requests`, async () => {
      const path = samples()[lang][kind];
      problems.reset();
      await visit(page, path);
      const broken = (await brokenImages(page)).map((src) => `broken image: ${src}`);
      expect([...problems.list, ...broken], path).toEqual([]);
    });
  }
}
