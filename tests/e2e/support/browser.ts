/**
 * What a visitor's browser would complain about: console errors, uncaught exceptions, requests
 * that fail or answer with an error status, and dialogs (alert/confirm/prompt) nobody asked for.
 */
import type { Page } from '@playwright/test';

export type Problems = { list: string[]; reset(): void };

/** Starts recording problems on `page`; read `list` after the page has settled. */
export function watchProblems(page: Page): Problems {
  const list: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') list.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => list.push(`uncaught exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    list.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) list.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { list, reset: () => list.splice(0) };
}

/** Records (and dismisses, so the page does not hang) every dialog the page opens. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss().catch(() => {});
  });
  return dialogs;
}

/**
 * Navigates, then scrolls through the page the way a reader would, so lazy images load too, and
 * waits until the network is quiet: every request the page makes has then been seen.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** Images that finished loading without a picture (broken source): a visitor sees an empty box. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src))
      .map((img) => img.currentSrc || img.src),
  );
}
