/**
 * The screen mode (/de/bildschirm/, /en/screen/) on a display's sizes: its slides are the chosen
 * filter's references in the list's order, the QR code on screen decodes (jsQR, from a screenshot)
 * to the slide's detail page, the rotation advances, goes on offline and after, a new build is
 * picked up, memory stays flat over hundreds of slides, and nothing is logged or blocked by the CSP.
 * Time is Playwright's clock: a slide's 3 s or the build check's 5 minutes pass at once.
 */
import { test as base, expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { type Problems, watchProblems } from './support/browser.ts';
import { distPages, siteOrigin, tags } from './support/dist.ts';

const SIZES = [
  { name: '1920×1080', width: 1920, height: 1080 },
  { name: '3840×2160', width: 3840, height: 2160 },
  { name: '1080×1920 portrait', width: 1080, height: 1920 },
];
const INTERVAL = 3;
const BUILD_INFO = '/build.json';

type Fixtures = { problems: Problems; violations: () => Promise<string[]>; buildInfo: { body: string } };

const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => use(watchProblems(page)),
  violations: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await use(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations));
  },
  // The build's version file (issue 51's /build.json) as the test says it is.
  buildInfo: async ({ page }, use) => {
    const info = { body: '{"built":"first"}' };
    await page.route(`**${BUILD_INFO}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: info.body }),
    );
    await use(info);
  },
});

/** A top-level branch's first page in `lang` with at least `n` cards: its ID and card order. */
function branchWithCards(lang: 'de' | 'en', n: number) {
  const page = distPages().find(
    (p) =>
      p.tree === lang &&
      p.branchId !== undefined &&
      !/\/(seite|page)\/\d+\/$/.test(p.path) &&
      tags(p.html, 'article').filter((a) => a['data-reference-id']).length >= n,
  );
  if (!page) throw new Error(`no branch page in ${lang} with ${n} cards`);
  const ids = tags(page.html, 'article')
    .map((a) => Number(a['data-reference-id']))
    .filter(Boolean);
  return { branch: page.branchId as number, ids };
}

/** The detail page of a reference in `lang`, absolute (what its QR code must hold). */
function detailUrl(lang: 'de' | 'en', id: number): string {
  const page = distPages().find((p) => p.tree === lang && p.referenceId === id);
  if (!page) throw new Error(`no detail page for ${lang}/${id}`);
  return new URL(page.path, siteOrigin()).href;
}

/**
 * Stops the page's clock (installed, it runs on in real time): from now on only runFor moves it, so
 * a slow screenshot at 4K cannot let the next slide in.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const currentId = (page: Page) =>
  page.locator('.slide.is-current').getAttribute('data-reference-id').then(Number);

/** Lets `seconds` pass on the page's clock and waits for the slide that follows `previous`. */
async function nextSlide(page: Page, previous: number, seconds = INTERVAL): Promise<number> {
  await page.clock.runFor(seconds * 1000);
  await expect.poll(() => currentId(page)).not.toBe(previous);
  return currentId(page);
}

async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page
    .locator('.slide.is-current [data-part="qr"] svg')
    .screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)
    ?.data;
}

for (const size of SIZES) {
  test(`${size.name}: the filter's references in list order, each QR code reads as its detail page, no scrollbars`, async ({
    page,
    problems,
    violations,
    buildInfo: _,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.install();
    const { branch, ids } = branchWithCards('de', 3);
    const expected = ids.slice(0, 3);
    await page.goto(`/de/bildschirm/?branch=${branch}&limit=3&interval=${INTERVAL}`);
    await expect(page.locator('[data-screen]')).toHaveAttribute('data-ids', expected.join(','));
    await expect(page.locator('.slide.is-current')).toBeVisible();
    await pauseClock(page);

    const shown: number[] = [await currentId(page)];
    for (let i = 0; i < expected.length; i++) shown.push(await nextSlide(page, shown.at(-1) as number));
    expect(shown, 'one round in list order, then again from the start').toEqual([...expected, expected[0]]);

    for (let i = 0; i < expected.length; i++) {
      // The cross-fade is over when the previous slide has left.
      await expect
        .poll(async () => {
          await page.clock.runFor(250);
          return page.locator('.slide').count();
        })
        .toBe(1);
      const id = await currentId(page);
      expect(await decodeQr(page), `QR code of ${id}`).toBe(detailUrl('de', id));
      const fit = await page.evaluate(() => {
        const root = document.documentElement;
        const qr = document.querySelector('.slide.is-current [data-part="qr"] svg')?.getBoundingClientRect();
        const title = document.querySelector('.slide.is-current .slide__title')?.getBoundingClientRect();
        return {
          scroll: [root.scrollWidth - innerWidth, root.scrollHeight - innerHeight],
          qrInside: qr
            ? qr.left >= 0 && qr.top >= 0 && qr.right <= innerWidth && qr.bottom <= innerHeight
            : false,
          qrShare: qr ? qr.width / Math.min(innerWidth, innerHeight) : 0,
          titleInside: title ? title.bottom <= innerHeight && title.right <= innerWidth : false,
          cursor: getComputedStyle(document.querySelector('[data-screen]') as Element).cursor,
        };
      });
      expect(fit.scroll, 'no overflow to scroll').toEqual([0, 0]);
      expect(fit.qrInside, 'the QR code is wholly on screen').toBe(true);
      // A quarter of the shorter side: ~7 px a module at 1080p, what a phone reads from 2–3 m.
      expect(fit.qrShare).toBeGreaterThan(0.22);
      expect(fit.titleInside).toBe(true);
      expect(fit.cursor).toBe('none');
      if (i === 0)
        await page.screenshot({
          animations: 'disabled',
          path: test.info().outputPath(`screen-${size.width}x${size.height}.png`),
        });
      await nextSlide(page, id);
    }
    expect(problems.list).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}

test('offline it keeps rotating through what it has, and back online through the rest', async ({
  page,
  context,
  problems,
  buildInfo: _,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.install();
  const { branch, ids } = branchWithCards('en', 5);
  const expected = ids.slice(0, 5);
  await page.goto(`/en/screen/?branch=${branch}&limit=5&interval=${INTERVAL}`);
  await expect(page.locator('[data-screen]')).toHaveAttribute('data-ids', expected.join(','));
  await expect(page.locator('.slide.is-current')).toBeVisible();
  await pauseClock(page);
  // Two slides seen (and the third preloaded): then the network drops.
  let id = await nextSlide(page, await currentId(page));
  await context.setOffline(true);
  const offline = [id];
  for (let i = 0; i < 6; i++) {
    await page.clock.runFor(INTERVAL * 1000);
    await page.waitForTimeout(100); // the failed loads settle
    offline.push(await currentId(page));
  }
  expect(new Set(offline).size, `slides shown offline: ${offline}`).toBeGreaterThan(1);
  expect(offline.every((shown) => expected.includes(shown))).toBe(true);
  await expect(page.locator('[data-screen-error]')).toBeHidden();

  await context.setOffline(false);
  const online = new Set<number>();
  id = await currentId(page);
  for (let i = 0; i < 2 * expected.length; i++) {
    id = await nextSlide(page, id);
    online.add(id);
  }
  expect([...online].sort(), 'back online, every slide comes round again').toEqual([...expected].sort());
  // Offline, only the requests that could not be made failed.
  expect(problems.list.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p))).toEqual(
    [],
  );
});

test('a new build is picked up: the screen reloads when the build file changes', async ({
  page,
  buildInfo,
}) => {
  await page.clock.install();
  await page.goto(`/de/bildschirm/?interval=${INTERVAL}`);
  await expect(page.locator('.slide.is-current')).toBeVisible();
  await pauseClock(page);
  await page.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });
  await page.clock.runFor(6 * 60_000);
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
  buildInfo.body = '{"built":"second"}';
  // Each check waits for a real request before it schedules the next on the paused clock, so one
  // long jump can pass before the next check exists: step a minute at a time until the page reloads.
  let reloadedYet = false;
  const reloaded = page.waitForEvent('load').then(() => {
    reloadedYet = true;
  });
  for (let minutes = 0; !reloadedYet && minutes < 60; minutes++) {
    // A reload in progress may refuse the clock: the loop ends with it.
    await page.clock.runFor(60_000).catch(() => undefined);
    await page.waitForTimeout(100);
  }
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  await expect(page.locator('.slide.is-current')).toBeVisible();
});

test('memory stays flat over hundreds of slides; reduced motion changes slides without fading', async ({
  page,
  buildInfo: _,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/de/bildschirm/?limit=4&interval=2');
  await expect(page.locator('.slide.is-current')).toBeVisible();
  await pauseClock(page);
  expect(
    await page.locator('.slide.is-current').evaluate((el) => getComputedStyle(el).transitionDuration),
  ).toBe('0s');
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const round = async (slides: number) => {
    for (let i = 0; i < slides; i++) await page.clock.runFor(2000);
    await page.clock.runFor(2000);
  };
  await round(40);
  const [before, nodesBefore] = [
    await heap(),
    await page.evaluate(() => document.querySelectorAll('*').length),
  ];
  await round(400);
  const [after, nodesAfter] = [
    await heap(),
    await page.evaluate(() => document.querySelectorAll('*').length),
  ];
  const shown = Number(await page.locator('[data-screen]').getAttribute('data-shown'));
  expect(shown, 'slides shown').toBeGreaterThan(300);
  expect(nodesAfter).toBeLessThanOrEqual(nodesBefore + 40);
  expect(after - before, `JS heap ${before} → ${after} bytes`).toBeLessThan(1_000_000);
});

test('a value that does not fit is shown and logged, nothing guessed', async ({
  page,
  problems,
  buildInfo: _,
}) => {
  await page.goto('/en/screen/?interval=often');
  await expect(page.locator('[data-screen-error]')).toHaveText(
    'screen: interval must be a whole number 2–3600, got "often"',
  );
  expect(problems.list).toEqual([expect.stringContaining('interval must be a whole number')]);
  await page.goto('/en/screen/?branch=999999');
  await expect(page.locator('[data-screen-error]')).toContainText(
    'branch 999999 is not a branch of this portfolio',
  );
});

test('the builder page composes the screen URL from its fields and previews it live', async ({
  page,
  problems,
  buildInfo: _,
}) => {
  const { branch, ids } = branchWithCards('en', 3);
  await page.goto('/en/embed/');
  await page.locator('[data-embed-form] [name="branch"]').selectOption(String(branch));
  await page.locator('[data-screen-builder] [name="interval"]').fill('20');
  const link = page.locator('[data-screen-link]');
  const origin = new URL(page.url()).origin;
  await expect(link).toHaveAttribute('href', `${origin}/en/screen/?branch=${branch}&limit=6&interval=20`);
  const preview = page.locator('[data-screen-builder] [data-screen]');
  await expect(preview).toHaveAttribute('data-ids', ids.slice(0, 6).join(','));
  await expect(preview.locator('.slide.is-current')).toHaveAttribute('data-reference-id', String(ids[0]));
  expect(problems.list).toEqual([]);
  await page.goto((await link.getAttribute('href')) as string);
  await expect(page.locator('[data-screen]')).toHaveAttribute('data-ids', ids.slice(0, 6).join(','));
});
