/**
 * The tender match page, both languages: a brief generated from a reference's own facts (as in the
 * matcher's quality test) finds it among the first cards; every card shows key terms, marks where it
 * matched and a reason; the filters narrow the result; "more" adds matches up to 20; no request
 * carries the text, and the page says so. Axe on the page with results.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { briefsOf } from '../unit/match/briefs.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';

const PRIVACY = { de: /bleibt in Ihrem Browser/, en: /stays in your browser/ } as const;

async function match(page: Page, text: string): Promise<number[]> {
  await page.locator('#match-text').fill(text);
  await page.locator('[data-match-form] button[type=submit]').click();
  await expect(page.locator('[data-match-results]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('[data-match-results]')).toBeVisible();
  return shown(page);
}

const shown = (page: Page): Promise<number[]> =>
  page
    .locator('[data-match-list] [data-reference-id]')
    .evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.referenceId)));

for (const lang of LANGS) {
  test.describe(`tender match (${lang})`, () => {
    test('a brief from a reference’s facts finds it; cards show terms, marks and a reason; the text is never sent', async ({
      page,
      catalog,
    }) => {
      const details = await catalog.details(lang);
      // Three briefs spread over the catalog (the unit quality test covers all of them).
      const briefs = briefsOf(lang, details);
      const picked = [0, Math.floor(briefs.length / 2), briefs.length - 1].map((i) => briefs[i]);
      const sent: string[] = [];
      page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
      await page.goto(routes(lang).match);
      await expect(page.locator('.match__privacy')).toHaveText(PRIVACY[lang]);
      for (const brief of picked) {
        if (!brief) continue;
        const ids = await match(page, brief.text);
        expect(ids.length).toBe(5);
        expect(ids.slice(0, 3), brief.text).toContain(brief.id);
        await expect(page.locator('.match__terms li').first()).toBeVisible();
        const cards = page.locator('[data-match-list] .card');
        for (let i = 0; i < (await cards.count()); i++) {
          const card = cards.nth(i);
          await expect(card.locator('[data-match-reason]')).not.toBeEmpty();
          await expect(card.locator('mark').first()).toBeVisible();
        }
        // The reason names terms the text contains, as the text wrote them.
        const reason = (await cards.first().locator('[data-match-reason]').textContent()) ?? '';
        const named =
          reason
            .split(':')[1]
            ?.split('·')[0]
            ?.split(',')
            .map((w) => w.trim()) ?? [];
        expect(named.length).toBeGreaterThan(0);
        for (const word of named) expect(brief.text).toContain(word);
        // Distinctive words of the text in no request (URL or body).
        const words = brief.text.split(/\s+/).filter((w) => w.length > 6);
        for (const request of sent)
          for (const w of words) expect(request).not.toContain(encodeURIComponent(w));
        for (const request of sent) expect(request).not.toContain(brief.text.slice(0, 30));
      }
      expect(page.url()).toContain(routes(lang).match);
      expect(new URL(page.url()).search).toBe('');
    });

    test('filters narrow the matches; more shows up to 20', async ({ page, catalog }) => {
      const details = await catalog.details(lang);
      await page.goto(routes(lang).match);
      const text = details
        .slice(0, 40)
        .map((d) => d.projecttitle)
        .join('. ');
      expect((await match(page, text)).length).toBe(5);
      const more = page.locator('[data-match-more]');
      for (const n of [10, 15, 20]) {
        await more.click();
        await expect(page.locator('[data-match-results]')).toHaveAttribute('aria-busy', 'false');
        await expect.poll(async () => (await shown(page)).length).toBe(n);
      }
      await expect(more).toBeHidden();
      // A country filter: only references in that country (the catalog's own data).
      const countries = [...new Set(details.map((d) => d.country).filter(Boolean))];
      const country = countries.at(-1) as string;
      await page.locator('select[name=country]').selectOption(country);
      const inCountry = new Set(details.filter((d) => d.country === country).map((d) => d.reference_ID));
      const ids = await match(page, text);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(inCountry.has(id)).toBe(true);
      // An earliest start year: only projects that started then or later (the first year of their date).
      await page.locator('select[name=country]').selectOption('');
      await page.locator('input[name=yearFrom]').fill('2020');
      const startOf = new Map(
        details.map((d) => [d.reference_ID, Number(/\d{4}/.exec(d.date ?? '')?.[0] ?? 0)]),
      );
      const recent = await match(page, text);
      expect(recent.length).toBeGreaterThan(0);
      for (const id of recent) expect(startOf.get(id)).toBeGreaterThanOrEqual(2020);
      await expect(page.locator('[data-match-count]')).not.toBeEmpty();
    });

    test('a text over 200 KB is refused in the page, with a message', async ({ page }) => {
      await page.goto(routes(lang).match);
      await page.locator('#match-text').fill('Schule '.repeat(Math.ceil((200 * 1024) / 7) + 1));
      await page.locator('[data-match-form] button[type=submit]').click();
      await expect(page.locator('[data-match-invalid]')).toBeVisible();
      await expect(page.locator('[data-match-invalid]')).toContainText('200 KB');
      await expect(page.locator('[data-match-results]')).toBeHidden();
    });

    test('axe: no violations on the page with results', async ({ page }) => {
      await page.goto(routes(lang).match);
      await match(
        page,
        lang === 'de' ? 'Neubau einer Grundschule mit Sporthalle' : 'New primary school with a sports hall',
      );
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  });
}

test('the search page links to the tender page in both languages', async ({ page }) => {
  for (const lang of LANGS as readonly Lang[]) {
    await page.goto(routes(lang).search);
    await page
      .locator(`a[href="${routes(lang).match}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${routes(lang).match}$`));
  }
});
