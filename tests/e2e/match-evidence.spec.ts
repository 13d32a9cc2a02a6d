/**
 * The evidence line below the tender matches (both languages): for the matches' strongest branch,
 * "In <branch>: n references since <year>, c of them confirmed by the client", from the year
 * chosen beside it (by default the search's option nearest to five years back). Its numbers equal
 * what the search page counts for the same filter (its own link, and with selection=confirmed),
 * and the API's /references/search total; a other year updates line and link alike.
 */
import type { Page } from '@playwright/test';
import { briefsOf } from '../unit/match/briefs.ts';
import { apiSearch, settled, total } from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';

type Evidence = {
  branch: string;
  since: string;
  count: number;
  confirmed: number;
  link: string;
  line: string;
};

async function evidence(page: Page): Promise<Evidence> {
  const box = page.locator('[data-match-evidence]');
  await expect(box).toBeVisible();
  const data = await box.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  return {
    branch: data.branch ?? '',
    since: data.since ?? '',
    count: Number(data.count),
    confirmed: Number(data.confirmed),
    link: (await box.locator('[data-evidence-link]').getAttribute('href')) ?? '',
    line: (await box.locator('[data-evidence-line]').textContent()) ?? '',
  };
}

async function searchTotal(page: Page, link: string): Promise<number> {
  await page.goto(link);
  await settled(page);
  return total(page);
}

for (const lang of LANGS) {
  test(`${lang}: the evidence line counts what the search counts for its branch and year`, async ({
    page,
    catalog,
  }) => {
    const details = await catalog.details(lang);
    const brief = briefsOf(lang, details)[0];
    expect(brief, 'a brief from the catalog').toBeDefined();
    await page.goto(routes(lang).match);
    await page.locator('#match-text').fill(brief?.text ?? '');
    await page.locator('[data-match-form] button[type=submit]').click();
    await expect(page.locator('[data-match-results]')).toHaveAttribute('aria-busy', 'false');
    const first = await evidence(page);

    // The branch is one of the matches' own, named as the catalog names it.
    const matched = await page
      .locator('[data-match-list] [data-reference-id]')
      .evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.referenceId)));
    const branchName = (id: string) =>
      catalog.branches[lang].find((b) => String(b.branch_ID) === id)?.branchname ?? '';
    const inBranch = (id: number) =>
      details
        .find((d) => d.reference_ID === id)
        ?.branches?.some((b) =>
          [b, ...(b.path ?? [])].some((step) => String(step.branch_ID) === first.branch),
        );
    expect(matched.some(inBranch), `branch ${first.branch} holds a match`).toBe(true);
    expect(first.line).toContain(branchName(first.branch));
    expect(first.line).toContain(first.since);
    expect(first.line).toContain(first.count.toLocaleString(lang));
    expect(first.count).toBeGreaterThan(0);
    expect(first.confirmed).toBeLessThanOrEqual(first.count);

    // By default the option nearest to five years back.
    const options = await page
      .locator('[data-evidence-year] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const target = new Date().getFullYear() - 5;
    const nearest = Math.min(...options.map((o) => Math.abs(Number(o) - target)));
    expect(Math.abs(Number(first.since) - target)).toBe(nearest);

    // Another year: the line and the link follow.
    const other =
      options.find((o) => o !== first.since && Number(o) < Number(first.since)) ??
      options.find((o) => o !== first.since);
    await page.locator('[data-evidence-year]').selectOption(other ?? '');
    await expect(page.locator('[data-match-evidence]')).toHaveAttribute('data-since', other ?? '');
    const second = await evidence(page);
    expect(second.branch).toBe(first.branch);

    for (const e of [first, second]) {
      const url = new URL(e.link, 'http://site');
      expect(url.pathname).toBe(routes(lang).search);
      expect(url.searchParams.getAll('branch_ID')).toEqual([e.branch]);
      expect(url.searchParams.getAll('sinceyear')).toEqual([e.since]);
      const api = await apiSearch(catalog.client, lang, '', { branch_ID: [e.branch], sinceyear: [e.since] });
      expect(e.count, `API total since ${e.since}`).toBe(api.length);
      expect(await searchTotal(page, e.link), `search page since ${e.since}`).toBe(e.count);
      expect(await searchTotal(page, `${e.link}&selection=confirmed`), 'confirmed').toBe(e.confirmed);
    }
  });
}
