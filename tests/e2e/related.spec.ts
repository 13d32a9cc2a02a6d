/**
 * Related references at the end of detail pages: on a sample of detail pages in both languages,
 * every related link is followed (over HTTP); it must land on a page in the same language (<html lang>) of a
 * reference the catalog publishes in that language, which shares a branch, group, service, product
 * or property option with the page's reference. A section is never empty and never links its own page.
 */
import type { ReferenceDetail } from '../../src/catalog/index.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';
import { distPages } from './support/dist.ts';

/** Sampled detail pages per language: every n-th in path order, so the sample is stable. */
const SAMPLE = 8;

/** What a reference could share with another: branch (any level), group, service, product, option. */
function traits(detail: ReferenceDetail): Set<string> {
  const found = new Set<string>();
  for (const branch of detail.branches ?? []) {
    found.add(`b${branch.branch_ID}`);
    for (const step of branch.path ?? []) found.add(`b${step.branch_ID}`);
  }
  for (const group of detail.referencegroups ?? []) found.add(`g${group.group_ID}`);
  for (const field of detail.services ?? []) {
    for (const service of field.workfieldservices) found.add(`s${service.service_ID}`);
  }
  for (const product of detail.usedproducts ?? []) found.add(`p${product.product_ID}`);
  for (const section of detail.properties ?? []) {
    for (const field of section.fields)
      for (const value of field.values ?? []) found.add(`o${field.field_ID}:${value}`);
  }
  return found;
}

for (const lang of LANGS) {
  test(`${lang}: related references link to the same language and share something`, async ({
    page,
    catalog,
  }) => {
    const details = new Map((await catalog.details(lang)).map((detail) => [detail.reference_ID, detail]));
    const pages = distPages()
      .filter((p) => p.tree === lang && routes(lang).isReference(p.path))
      .sort((a, b) => a.path.localeCompare(b.path));
    const step = Math.max(1, Math.floor(pages.length / SAMPLE));
    const sample = pages.filter((_, i) => i % step === 0).slice(0, SAMPLE);
    let followed = 0;
    for (const detailPage of sample) {
      await page.goto(detailPage.path);
      const id = Number(await page.locator('main').getAttribute('data-reference-id'));
      const section = page.locator('[data-related]');
      if ((await section.count()) === 0) continue;
      const links = await section
        .locator('.card__title a')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      expect(links.length, `${detailPage.path}: a related section is never empty`).toBeGreaterThan(0);
      expect(links.length).toBeLessThanOrEqual(4);
      const own = traits(details.get(id) as ReferenceDetail);
      for (const href of links) {
        expect(href, `${detailPage.path} links itself`).not.toBe(detailPage.path);
        // Followed over HTTP: the served page's language and reference need no rendering.
        const response = await page.request.get(href);
        expect(response.ok(), `${href} answers`).toBe(true);
        const html = await response.text();
        expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], `${href}: language`).toBe(lang);
        const otherId = Number(/<main[^>]*\sdata-reference-id="(\d+)"/.exec(html)?.[1]);
        const other = details.get(otherId);
        expect(other, `${href}: reference ${otherId} is published in ${lang}`).toBeDefined();
        const shared = [...traits(other as ReferenceDetail)].filter((trait) => own.has(trait));
        expect(shared.length, `${href} shares nothing with ${detailPage.path}`).toBeGreaterThan(0);
        followed++;
      }
    }
    expect(followed, 'the sample shows related references at all').toBeGreaterThan(SAMPLE);
  });
}
