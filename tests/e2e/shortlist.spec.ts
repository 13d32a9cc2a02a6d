/**
 * The shortlist, both languages: "Merken / Save" on cards and detail pages, the count in the
 * header, kept over reloads and the language switch (by reference_ID; one published only in the
 * other language is named as such), reorder and remove, a share link that opens the same list in
 * a fresh browser, no toggles without script. Axe on the shortlist page with saved references.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/catalog.ts';
import { LANGS, otherLang, routes } from './support/contract.ts';
import { distPages } from './support/dist.ts';

/** Detail pages by reference_ID, per language tree. */
const detailPath = (lang: string, id: number) =>
  distPages().find((p) => p.tree === lang && p.referenceId === id)?.path;

const count = (page: Page) => page.locator('[data-shortlist-count]').first();

async function shortlistIds(page: Page): Promise<number[]> {
  await expect(page.locator('[data-shortlist-body]')).toHaveAttribute('aria-busy', 'false');
  return page
    .locator('[data-shortlist-list] > li')
    .evaluateAll((lis) => lis.map((li) => Number((li as HTMLElement).dataset.referenceId)));
}

for (const lang of LANGS) {
  const other = otherLang(lang);

  test(`${lang}: save on cards and a detail page; the header counts; reload and language switch keep the list`, async ({
    page,
    catalog,
  }) => {
    await page.goto(routes(lang).list);
    await expect(count(page)).toHaveText('');
    const cards = page.locator('.card[data-reference-id]');
    const ids: number[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      ids.push(Number(await card.getAttribute('data-reference-id')));
      const toggle = card.locator('button[data-save]');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(count(page)).toHaveText('2');
    // A reference published only in the other language, saved there, is named as such here.
    const here = new Set(catalog.references[lang].map((r) => r.reference_ID));
    const only = catalog.references[other].find((r) => !here.has(r.reference_ID));
    expect(only, `the catalog has a reference only in ${other}`).toBeDefined();
    const onlyPath = detailPath(other, only?.reference_ID ?? 0) as string;
    await page.goto(onlyPath);
    const detailToggle = page.locator('.detail button[data-save]');
    await expect(detailToggle).toBeVisible();
    await detailToggle.click();
    await expect(detailToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).toHaveText('3');
    await page.reload();
    await expect(count(page)).toHaveText('3');
    await expect(page.locator('.detail button[data-save]')).toHaveAttribute('aria-pressed', 'true');
    await page.goto(routes(lang).shortlist);
    expect(await shortlistIds(page)).toEqual([...ids, only?.reference_ID]);
    const onlyRow = page.locator(`[data-shortlist-list] > li[data-reference-id="${only?.reference_ID}"]`);
    await expect(onlyRow.locator('[data-only-other]')).toBeVisible();
    await expect(onlyRow).toContainText(only?.projecttitle ?? '');
    // The language switch leads to the other language's shortlist: the same IDs.
    await page.locator('a[data-lang-switch]').first().click();
    await expect(page).toHaveURL(new RegExp(`${routes(other).shortlist}$`));
    expect(await shortlistIds(page)).toEqual([...ids, only?.reference_ID]);
    await expect(count(page)).toHaveText('3');
  });

  test(`${lang}: reorder and remove persist; the share link opens the same list elsewhere`, async ({
    page,
    browser,
  }) => {
    await page.goto(routes(lang).list);
    const cards = page.locator('.card[data-reference-id]');
    const ids: number[] = [];
    for (const i of [0, 1, 2]) {
      ids.push(Number(await cards.nth(i).getAttribute('data-reference-id')));
      await cards.nth(i).locator('button[data-save]').click();
    }
    await page.goto(routes(lang).shortlist);
    expect(await shortlistIds(page)).toEqual(ids);
    const [a, b, c] = ids as [number, number, number];
    await page.locator(`li[data-reference-id="${a}"] .shortlist__controls button`).nth(1).click(); // down
    await expect.poll(() => shortlistIds(page)).toEqual([b, a, c]);
    await page.locator(`li[data-reference-id="${c}"] .shortlist__controls button`).nth(2).click(); // remove
    await expect.poll(() => shortlistIds(page)).toEqual([b, a]);
    await expect(count(page)).toHaveText('2');
    await page.reload();
    expect(await shortlistIds(page)).toEqual([b, a]);
    const link = await page.locator('[data-shortlist-url]').inputValue();
    expect(new URL(link).searchParams.get('ids')).toBe(`${b},${a}`);
    // Another machine: a fresh context with empty storage.
    const elsewhere = await browser.newContext();
    const there = await elsewhere.newPage();
    await there.goto(new URL(link).pathname + new URL(link).search);
    expect(await shortlistIds(there)).toEqual([b, a]);
    await expect(there.locator('[data-shortlist-shared]')).toBeVisible();
    await expect(count(there)).toHaveText('');
    await there.locator('[data-shortlist-adopt]').click();
    await expect(count(there)).toHaveText('2');
    await there.goto(routes(lang).shortlist);
    expect(await shortlistIds(there)).toEqual([b, a]);
    await elsewhere.close();
  });

  test(`${lang}: axe on the shortlist page with saved references`, async ({ page }) => {
    await page.goto(routes(lang).list);
    for (const i of [0, 1]) await page.locator('.card button[data-save]').nth(i).click();
    await page.goto(routes(lang).shortlist);
    await shortlistIds(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

test('without script no toggle shows and the pages still work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of LANGS) {
    await page.goto(routes(lang).list);
    await expect(page.locator('.card').first()).toBeVisible();
    await expect(page.locator('button[data-save]').first()).toBeHidden();
    expect(
      await page
        .locator('button[data-save]')
        .evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).length),
    ).toBe(0);
    // The header link still leads to the shortlist page, which says it needs script.
    await page.locator('.shortlist-link').click();
    await expect(page).toHaveURL(new RegExp(`${routes(lang).shortlist}$`));
    await expect(page.locator('main .note').first()).toBeVisible();
  }
  await context.close();
});
