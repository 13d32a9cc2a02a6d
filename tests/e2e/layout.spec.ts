/**
 * Layout a visitor sees, measured in Chromium on the built site: the home's card sections fill
 * whole rows and lead with images, a reference without an image gets its branch's designed
 * placeholder (readable in light and dark), the location line stays visible, list pages use the
 * width of a desktop screen beside the facet sidebar, the phone pager reads "page X of Y"
 * between previous and next on one line, and a pager stays where a jump to it put it.
 * Expectations come from the page itself (its column count, its cards, its page links), never
 * from fixed numbers.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { settled } from './search-support.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

/** Whether a card's location line is cut off (measured after the next frame, once laid out). */
async function locationCut(card: Element): Promise<boolean> {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const location = card.querySelector<HTMLElement>('.card__location');
  if (!location) return false;
  const box = location.getBoundingClientRect();
  const outer = card.getBoundingClientRect();
  return (
    box.height === 0 ||
    box.top < outer.top ||
    box.bottom > outer.bottom + 0.5 ||
    box.right > outer.right + 0.5 ||
    location.scrollHeight > location.clientHeight + 1 ||
    location.scrollWidth > location.clientWidth + 1 ||
    getComputedStyle(location).visibility !== 'visible'
  );
}

/** Cards in the first row of a grid: those whose top is the first card's top. */
function firstRow(cards: Box[]): number {
  const top = cards[0]?.y ?? 0;
  return cards.filter((card) => Math.abs(card.y - top) < 2).length;
}

/** The highest page number the current page's pager links to (it always links the last page). */
async function lastPage(page: Page): Promise<number> {
  const numbers = await page
    .locator('nav.pagination li a')
    .evaluateAll((links) => links.map((a) => Number(a.textContent?.trim())).filter(Number.isFinite));
  return Math.max(...numbers);
}

/** The pager's top in the window, frame by frame, after a jump to it (what a click's scroll does). */
function pagerTops(page: Page): Promise<number[]> {
  return page.locator('nav.pagination').evaluate(async (nav) => {
    nav.scrollIntoView({ block: 'center' });
    const tops: number[] = [];
    for (let frame = 0; frame < 6; frame++) {
      tops.push(Math.round(nav.getBoundingClientRect().top));
      await new Promise((done) => requestAnimationFrame(done));
    }
    return tops;
  });
}

/** The number of list pages. */
async function pageCount(page: Page, lang: Lang): Promise<number> {
  await page.goto(routes(lang).list);
  return lastPage(page);
}

const STATUS: Record<Lang, (page: number, pages: number) => string> = {
  de: (page, pages) => `Seite ${page} von ${pages}`,
  en: (page, pages) => `Page ${page} of ${pages}`,
};

for (const lang of LANGS) {
  const r = routes(lang);

  test(`${lang}: the home's featured and newest cards fill whole rows and lead with images`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(r.home);
    for (const id of ['featured-heading', 'latest-heading']) {
      const section = page.locator(`section[aria-labelledby="${id}"]`);
      await expect(section, `#${id} on ${r.home}`).toHaveCount(1);
      const cards = section.locator('article.card');
      const shown = await boxes(cards);
      expect(shown.length, `cards under #${id}`).toBeGreaterThan(0);
      const columns = firstRow(shown);
      expect(columns, `#${id} shows more than one column at ${DESKTOP.width} px`).toBeGreaterThan(1);
      expect(shown.length % columns, `#${id}: ${shown.length} cards in rows of ${columns}`).toBe(0);
      const withImage = await cards.evaluateAll((els) =>
        els.map((card) => card.querySelector('img') !== null),
      );
      expect(withImage[0], `the first card under #${id} shows an image`).toBe(true);
      expect(
        withImage.findIndex((has, i) => has && withImage.slice(0, i).includes(false)),
        `under #${id} no card with an image follows one without`,
      ).toBe(-1);
    }
  });

  test(`${lang}: a reference without an image shows a coloured pictogram, readable in light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const pages = await pageCount(page, lang);
    let checked = 0;
    for (let n = 1; n <= pages && checked < 2; n++) {
      await page.goto(n === 1 ? r.list : r.listPage(n));
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const bare = await page.locator('article.card').evaluateAll((cards) =>
          cards
            .filter((card) => card.querySelector('img') === null)
            .map((card) => {
              const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
              const box = card.querySelector('.card__media') as Element;
              const svg = box.querySelector('svg');
              const shape = svg?.querySelector('[d]') ?? svg;
              // The colour behind the pictogram: the nearest box that paints a background.
              let painted: Element = svg ?? box;
              while (painted !== box && rgb(getComputedStyle(painted).backgroundColor)[3] === 0)
                painted = painted.parentElement ?? box;
              const label = box.querySelector('span');
              const size = svg?.getBoundingClientRect();
              return {
                id: card.getAttribute('data-reference-id'),
                pictogram: Boolean(size && size.width > 0 && size.height > 0),
                background: rgb(getComputedStyle(painted).backgroundColor),
                backgroundImage: getComputedStyle(painted).backgroundImage,
                stroke: shape ? rgb(getComputedStyle(shape).stroke) : [],
                label: label ? rgb(getComputedStyle(label).color) : undefined,
              };
            }),
        );
        if (bare.length === 0) break;
        for (const seen of bare) {
          const where = `card ${seen.id} on ${page.url()} (${scheme})`;
          const [red = 0, green = 0, blue = 0] = seen.background;
          expect(seen.pictogram, `${where}: a pictogram`).toBe(true);
          expect(seen.backgroundImage, `${where}: a flat colour, not a grey gradient`).toBe('none');
          expect(
            Math.max(red, green, blue) - Math.min(red, green, blue),
            `${where}: a colour, not grey`,
          ).toBeGreaterThanOrEqual(18);
          expect(
            contrast(seen.stroke, seen.background),
            `${where}: pictogram contrast`,
          ).toBeGreaterThanOrEqual(3);
          if (seen.label)
            expect(contrast(seen.label, seen.background), `${where}: label contrast`).toBeGreaterThanOrEqual(
              4.5,
            );
        }
        if (scheme === 'dark') checked++;
      }
      await page.emulateMedia({ colorScheme: null });
    }
    expect(checked, 'list pages with a reference without an image').toBeGreaterThan(0);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`${lang}: at ${viewport.width} px every card's location line is fully visible`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of [r.home, r.list]) {
        await page.goto(path);
        const problems: string[] = [];
        // Each card as a visitor sees it: scrolled to, and laid out (locationCut waits two frames).
        // Measured all at once right after loading, one card once read as cut (cause not found).
        for (const card of await page.locator('article.card').all()) {
          await card.scrollIntoViewIfNeeded();
          if (await card.evaluate(locationCut))
            problems.push(String(await card.getAttribute('data-reference-id')));
        }
        expect(problems, `cards on ${path} whose location is cut`).toEqual([]);
      }
    });
  }

  test(`${lang}: at ${DESKTOP.width} px the list shows three or more cards per row beside the facets`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(r.list);
    const cards = await boxes(page.locator('article.card'));
    const columns = firstRow(cards);
    expect(columns, 'cards in the first row').toBeGreaterThanOrEqual(3);
    expect(columns).toBeLessThanOrEqual(4);
    const [sidebar] = await boxes(page.locator('.with-facets > :first-child'));
    const first = cards[0] as Box;
    expect(sidebar, 'the facet sidebar').toBeDefined();
    if (!sidebar) return;
    expect(sidebar.x + sidebar.width, 'the sidebar ends left of the cards').toBeLessThanOrEqual(first.x);
    expect(sidebar.y, 'the sidebar starts beside the first row').toBeLessThan(first.y + first.height);
    const right = Math.max(...cards.map((card) => card.x + card.width));
    expect(right, 'no card reaches past the window').toBeLessThanOrEqual(DESKTOP.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.width,
    );
  });

  test(`${lang}: at ${PHONE.width} px the pager reads "page X of Y" between previous and next on one line`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const pages = await pageCount(page, lang);
    expect(pages, 'the list has several pages').toBeGreaterThan(1);
    const stops = [
      { path: r.list, n: 1 },
      { path: r.listPage(2), n: 2 },
      { path: r.listPage(pages), n: pages },
      // The search page builds the same pager in the browser.
      { path: r.search, n: 1 },
      { path: `${r.search}?page=2`, n: 2 },
    ];
    for (const { path, n } of stops) {
      await page.goto(path);
      const nav = page.locator('nav.pagination');
      await expect(nav, `pager on ${path}`).toBeVisible();
      await expect(nav.locator('li a').first()).toBeAttached();
      const pages = await lastPage(page);
      const status = nav.getByText(STATUS[lang](n, pages), { exact: true });
      await expect(status, `status on ${path}`).toBeVisible();
      const items = nav.locator('li');
      const ends = [items.first(), items.last()].map((li) => li.locator('a, .pagination__edge').first());
      for (const end of ends) await expect(end, `previous and next on ${path}`).toBeVisible();
      const [prev, middle, next] = await Promise.all([ends[0], status, ends[1]].map((l) => l?.boundingBox()));
      for (const box of [prev, middle, next]) {
        expect(box, path).toBeTruthy();
        if (!box) continue;
        expect(box.x + box.width, `${path}: inside the window`).toBeLessThanOrEqual(PHONE.width);
        const centre = (prev as Box).y + (prev as Box).height / 2;
        expect(Math.abs(box.y + box.height / 2 - centre), `${path}: one line`).toBeLessThan(4);
      }
      expect(
        (prev as Box).x + (prev as Box).width,
        `${path}: previous left of the status`,
      ).toBeLessThanOrEqual((middle as Box).x);
      expect(
        (middle as Box).x + (middle as Box).width,
        `${path}: next right of the status`,
      ).toBeLessThanOrEqual((next as Box).x);
      // No link to where the visitor already is: the first page has no "previous" link, the last no "next".
      await expect(nav.locator('a[rel="prev"]'), path).toHaveCount(n === 1 ? 0 : 1);
      await expect(items.first().locator('a'), path).toHaveCount(n === 1 ? 0 : 1);
      await expect(nav.locator('a[rel="next"]'), path).toHaveCount(n === pages ? 0 : 1);
      if (n < pages) await expect(nav.locator('a[rel="next"]')).toHaveAccessibleName(/\S{3,}/);
    }
  });

  // Cards laid out only once near the viewport grew a frame after the pager came into view: a
  // click's mouseup landed on a card above it, and the click was lost (search-state.spec.ts, once).
  test(`${lang}: at ${DESKTOP.width} px the pager stays where a jump to it put it, list and search page`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // The search page's cards as its script builds them (sorted), not as built.
    for (const path of [r.list, `${r.search}?sort=az`]) {
      await page.goto(path);
      if (path !== r.list) await settled(page);
      const tops = await pagerTops(page);
      expect(tops, `${path}: the pager's top, frame by frame`).toEqual(tops.map(() => tops[0]));
    }
  });
}

/** WCAG 2 contrast ratio of two sRGB colours given as 0–255 channels. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
