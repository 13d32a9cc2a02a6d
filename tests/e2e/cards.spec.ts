/**
 * Every reference card shows the list-item fields it was written to show (title, subtitle, the
 * location line, the date) on every page that lists references, in both languages, and a detail
 * page's JSON-LD carries the catalog's coordinates. The expected values come from the catalog the
 * default build read, so a store that stops keeping a field fails here.
 */
import type { Page } from '@playwright/test';
import type { ListItem } from '../../src/catalog/index.ts';
import { expect, test } from './support/catalog.ts';
import { LANGS, routes } from './support/contract.ts';

type ShownCard = {
  id: number;
  title: string;
  subtitle: string | null;
  location: string | null;
  date: string | null;
};

async function cardsOn(page: Page, path: string): Promise<ShownCard[]> {
  const response = await page.goto(path);
  expect(response?.ok(), `${path} answers`).toBe(true);
  return page.locator('article.card[data-reference-id]').evaluateAll((cards) =>
    cards.map((card) => {
      const text = (selector: string) => card.querySelector(selector)?.textContent?.trim() || null;
      return {
        id: Number(card.getAttribute('data-reference-id')),
        title: text('.card__title') ?? '',
        subtitle: text('.card__subtitle'),
        location: text('.card__location'),
        date: text('.card__date'),
      };
    }),
  );
}

/** The place a visitor expects under a title: the catalog's display text, else city and country. */
function expectedLocation(item: ListItem): string | null {
  return item.displayedlocation?.trim() || [item.city, item.country].filter(Boolean).join(', ') || null;
}

function expectCardsMatch(cards: ShownCard[], byId: Map<number, ListItem>, where: string) {
  expect(cards.length, `cards on ${where}`).toBeGreaterThan(0);
  for (const card of cards) {
    const item = byId.get(card.id);
    expect(item, `card ${card.id} on ${where} is a published reference`).toBeDefined();
    if (!item) continue;
    const label = `card ${card.id} on ${where}`;
    expect(card.title, `${label}: title`).toBe(item.projecttitle.trim());
    expect(card.subtitle, `${label}: subtitle`).toBe(item.subtitle?.trim() || null);
    expect(card.location, `${label}: location`).toBe(expectedLocation(item));
    expect(card.date, `${label}: date`).toBe(item.date?.trim() || null);
  }
}

for (const lang of LANGS) {
  test(`${lang}: cards on the home, every list page, a branch and a group show subtitle, location and date`, async ({
    page,
    catalog,
  }) => {
    const byId = new Map(catalog.references[lang].map((item) => [item.reference_ID, item]));
    expect(
      catalog.references[lang].filter((item) => item.subtitle?.trim()).length,
      'the catalog has subtitles to show',
    ).toBeGreaterThan(0);
    const r = routes(lang);
    const home = await cardsOn(page, r.home);
    expectCardsMatch(home, byId, r.home);

    const pages = Math.ceil(catalog.references[lang].length / 24);
    let listed = 0;
    for (let n = 1; n <= pages; n++) {
      const path = n === 1 ? r.list : r.listPage(n);
      const cards = await cardsOn(page, path);
      expectCardsMatch(cards, byId, path);
      listed += cards.length;
    }
    expect(listed, 'the list pages show every reference once').toBe(catalog.references[lang].length);

    // A branch from the home page and a group from the group index: both list their references as cards.
    for (const [from, selector] of [
      [r.home, 'a[data-branch-id]'],
      [r.groups, 'a[data-group-id]'],
    ] as const) {
      await page.goto(from);
      const link = page.locator(selector).first();
      await expect(link, `${selector} on ${from}`).toHaveCount(1);
      const path = new URL((await link.getAttribute('href')) as string, page.url()).pathname;
      expectCardsMatch(await cardsOn(page, path), byId, path);
    }
  });

  test(`${lang}: a detail page's JSON-LD places the reference at the catalog's coordinates`, async ({
    page,
    catalog,
  }) => {
    const located = catalog.references[lang].filter(
      (item) => typeof item.latitude === 'number' && typeof item.longitude === 'number',
    );
    expect(located.length, 'the catalog has coordinates').toBeGreaterThan(0);
    for (const item of located.slice(0, 3)) {
      await page.goto(routes(lang).reference(item.seolabel));
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      const geo = blocks
        .map((text) => JSON.stringify(JSON.parse(text)))
        .find((text) => text.includes('"geo"'));
      expect(geo, `geo in the JSON-LD of ${item.seolabel}`).toBeDefined();
      expect(geo).toContain(`"latitude":${item.latitude}`);
      expect(geo).toContain(`"longitude":${item.longitude}`);
    }
  });
}
