/**
 * The header as it arrives. A browser may paint a page before its header is fully parsed (Chromium
 * 156 did so under Lighthouse's desktop load: the search box jumped ~140 px left when the language
 * switch arrived). So no part of the header may depend on a part that comes later in the source:
 * the page's HTML is cut before each part in turn (and inside the search box, before its field),
 * and every part already there must sit where it sits on the whole page, at phone, tablet and
 * desktop widths. On a laptop brand, navigation, search and language share one row.
 */
import { expect, type Page, test } from '@playwright/test';
import { LANGS, routes } from './support/contract.ts';

/** The header's parts (their classes); the search box and the language share the tools box. */
const PARTS = ['brand', 'site-nav', 'site-header__tools', 'site-header__search', 'site-header__lang'];
/** Where the HTML is cut (the tag holding this text), and the parts that must be in place then. */
const CUTS = [
  { before: 'class="site-nav"', placed: ['brand'] },
  { before: 'class="site-header__tools"', placed: ['brand', 'site-nav'] },
  { before: 'type="search"', placed: ['brand', 'site-nav', 'site-header__tools'] },
  {
    before: 'class="site-header__lang"',
    placed: ['brand', 'site-nav', 'site-header__tools', 'site-header__search'],
  },
];
/** What shares the laptop's one row (the tools box holds two of them). */
const ROW = ['brand', 'site-nav', 'site-header__search', 'site-header__lang'];
/** A phone, both sides of the 40rem breakpoint, a tablet, a small and a common laptop, Lighthouse's desktop. */
const WIDTHS = [390, 640, 641, 800, 1100, 1280, 1350];
const LAPTOP = 1280;

type Box = { x: number; y: number; width: number; height: number };

/** Where each header part that is in the document sits, rounded to whole pixels. */
async function parts(page: Page): Promise<Record<string, Box>> {
  return page.evaluate((names) => {
    const found: Record<string, Box> = {};
    for (const name of names) {
      const el = document.querySelector(`.site-header .${name}`);
      if (!el) continue;
      const r = el.getBoundingClientRect();
      found[name] = {
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: Math.round(r.width),
        height: Math.round(r.height),
      };
    }
    return found;
  }, PARTS);
}

for (const lang of LANGS) {
  test(`${lang}: no part of the header moves when a later part arrives, and a laptop shows it on one row`, async ({
    page,
  }) => {
    const path = routes(lang).list;
    const response = await page.request.get(path);
    expect(response.ok()).toBe(true);
    const html = await response.text();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const whole = await parts(page);
      expect(Object.keys(whole), `${width} px: header parts`).toEqual(PARTS);
      if (width >= LAPTOP) {
        const boxes = ROW.map((name) => whole[name] as Box);
        const top = Math.max(...boxes.map((b) => b.y));
        const bottom = Math.min(...boxes.map((b) => b.y + b.height));
        expect(top, `${width} px: brand, navigation, search and language on one row`).toBeLessThan(bottom);
      }
      for (const { before, placed } of CUTS) {
        const start = html.indexOf(before);
        expect(start, `${before} in the page's HTML`).toBeGreaterThan(0);
        const at = html.lastIndexOf('<', start);
        await page.route(`**${path}`, (route) =>
          route.fulfill({ contentType: 'text/html', body: html.slice(0, at) }),
        );
        await page.goto(path);
        await page.unroute(`**${path}`);
        const early = await parts(page);
        for (const name of placed)
          expect(early[name], `${width} px: ${name} before ${before} arrived`).toEqual(whole[name]);
      }
    }
  });
}
