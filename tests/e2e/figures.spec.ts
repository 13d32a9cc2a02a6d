/**
 * The figures page (/de/zahlen/, /en/figures/), both languages, against the simulator: the totals
 * and every chart's counts equal the API's (search totals for a branch and for selection=confirmed,
 * the list's total for a group) or, where the API has no filter (region, year of completion), the
 * catalog's list items counted here; every chart has its table with the same rows; the region map
 * has a symbol per located region with its count; the charts are SVG in the HTML as served (no
 * chart script); bars link to the search; home page and footer link
 * the page; in print on A4 nothing is wider than the page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { BranchNode, ListItem } from '../../src/catalog/index.ts';
import { apiSearch, settled } from './search-support.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';
import { distPages, tags } from './support/dist.ts';

type Row = { label: string; value: number; href: string | null };

/** A chart's rows as its table lists them, and as its SVG draws them. */
async function chart(page: Page, id: string): Promise<{ table: Row[]; bars: Row[] }> {
  const section = page.locator(`[data-chart="${id}"]`);
  const read = (selector: string) =>
    section.locator(selector).evaluateAll((els) =>
      els.map((el) => ({
        label: (el as HTMLElement).dataset.label ?? el.getAttribute('data-label') ?? '',
        value: Number(el.getAttribute('data-value')),
        href: el.getAttribute('href') ?? el.querySelector('a')?.getAttribute('href') ?? null,
      })),
    );
  return {
    table: await read('[data-chart-table] tbody tr'),
    bars: await read('[data-chart-svg] [data-bar]'),
  };
}

const tally = (items: readonly ListItem[], key: (item: ListItem) => string | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
};

/** The catalog's period text read here: the last year it names; "seit 2024" is ongoing. */
function completion(date: string, ongoing: string): string | undefined {
  const years = date.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  if (/\b(seit|since|ab|from|laufend|ongoing)\b/i.test(date) && years.length === 1) return ongoing;
  return years.at(-1);
}

/** Top-level branches of the nested set: no other node encloses them. */
const topLevel = (nodes: readonly BranchNode[]) =>
  nodes.filter((n) => !nodes.some((o) => o !== n && o.lft < n.lft && o.rgt > n.rgt));

const totalOf = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`).textContent();

for (const lang of LANGS) {
  test(`${lang}: totals and every chart count what the API counts; each chart has its table`, async ({
    page,
    catalog,
  }) => {
    const items = catalog.references[lang];
    const { client } = catalog;
    await page.goto(routes(lang).figures);
    const number = (n: number) => n.toLocaleString(lang);

    // Totals.
    expect(await totalOf(page, 'references')).toBe(number(items.length));
    const confirmed = await apiSearch(client, lang, '', { selection: ['confirmed'] });
    expect(Number(await page.locator('[data-total="confirmed"]').getAttribute('data-count'))).toBe(
      confirmed.length,
    );
    expect(await totalOf(page, 'confirmed')).toContain(
      number(Math.round((confirmed.length / items.length) * 100)),
    );
    const regions = tally(items, (item) => item.region.trim() || undefined);
    expect(await totalOf(page, 'regions')).toBe(number(regions.size));
    const details = await catalog.details(lang);
    const branchIds = new Set(
      details.flatMap((d) =>
        (d.branches ?? []).flatMap((b) => [b.branch_ID, ...(b.path ?? []).map((p) => p.branch_ID)]),
      ),
    );
    expect(await totalOf(page, 'branches')).toBe(number(branchIds.size));

    // Every chart: the SVG's bars are the table's rows.
    const ids = await page
      .locator('[data-chart]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.chart));
    expect(ids).toEqual(['branch', 'year', 'region', 'group']);
    for (const id of ids) {
      const { table, bars } = await chart(page, id ?? '');
      expect(table.length, `${id} has rows`).toBeGreaterThan(0);
      expect(bars, `${id}: the chart draws its table`).toEqual(table);
    }

    // Branches: the search's total for each top-level branch, linked to that search.
    const branches = (await chart(page, 'branch')).table;
    const tops = topLevel(catalog.branches[lang]);
    for (const row of branches) {
      const node = tops.find((n) => n.branchname === row.label);
      expect(node, `top-level branch ${row.label}`).toBeDefined();
      const api = await apiSearch(client, lang, '', { branch_ID: [String(node?.branch_ID)] });
      expect(row.value, row.label).toBe(api.length);
      expect(row.href).toBe(`${routes(lang).search}?branch_ID=${node?.branch_ID}`);
    }
    expect(branches.reduce((sum, r) => sum + r.value, 0)).toBeGreaterThanOrEqual(items.length);

    // Groups: the list's total for each group, linked to the group's page.
    for (const row of (await chart(page, 'group')).table) {
      const groupPage = distPages().find((p) => p.path === row.href);
      const groupId = Number(tags(groupPage?.html ?? '', 'main')[0]?.['data-group-id']);
      expect(groupId, `group page of ${row.label}`).toBeGreaterThan(0);
      const listed = await client.listReferenceIds(lang, { referencegroup_ID: groupId });
      expect(row.value, row.label).toBe(listed.length);
    }

    // Regions and years: the API has no such filter; the catalog's list items counted here.
    const regionRows = (await chart(page, 'region')).table;
    expect(new Map(regionRows.map((r) => [r.label, r.value]))).toEqual(regions);
    // The region map: a symbol for every region with a located reference, sized by the same count.
    const symbols = await page
      .locator('[data-region-map] [data-region]')
      .evaluateAll((els) =>
        els.map(
          (el) => [el.getAttribute('data-region') ?? '', Number(el.getAttribute('data-value'))] as const,
        ),
      );
    const locatedRegions = tally(
      items.filter((item) => typeof item.latitude === 'number' && typeof item.longitude === 'number'),
      (item) => item.region.trim() || undefined,
    );
    expect(new Set(symbols.map(([region]) => region))).toEqual(new Set(locatedRegions.keys()));
    for (const [region, value] of symbols) expect(value, region).toBe(regions.get(region));
    const ongoing = lang === 'de' ? 'laufend' : 'ongoing';
    const years = tally(items, (item) => completion(item.date, ongoing));
    expect(new Map((await chart(page, 'year')).table.map((r) => [r.label, r.value]))).toEqual(years);
  });

  test(`${lang}: charts come as SVG in the page, bars lead to the search, the page is linked and prints on A4`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(routes(lang).figures)).text();
    expect(html.match(/<svg class="bar-chart"/g)?.length).toBe(4);
    expect(html).toContain('data-region-map');
    await page.goto(routes(lang).home);
    await expect(page.locator(`main a[href="${routes(lang).figures}"]`)).toBeVisible();
    await expect(page.locator(`footer a[href="${routes(lang).figures}"]`)).toHaveCount(1);

    await page.goto(routes(lang).figures);
    const first = (await chart(page, 'branch')).bars[0];
    await page.locator('[data-chart="branch"] [data-chart-svg] a').first().click();
    // The search page arrives showing every reference and then applies the bar's branch: the
    // count is awaited (settled alone can see the first paint's count, before the page marks
    // itself busy), and it must be less than all references.
    await page.waitForURL((url) => url.pathname === routes(lang).search && url.searchParams.has('branch_ID'));
    await settled(page);
    await expect(page.locator('[data-result-count]')).toHaveAttribute(
      'data-result-count',
      String(first?.value),
    );
    const all = Number(await page.locator('[data-search-app]').getAttribute('data-total'));
    expect(first?.value).toBeLessThan(all);

    await page.goto(routes(lang).figures);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
    const wide = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > 794 + 1)
          .length,
    );
    expect(wide).toBe(0);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(0);
  });

  test(`${lang}: axe finds nothing on the figures page, light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(routes(lang).figures);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}
