/** What the map tests share: the catalog's notion of a location and what the markers stand for. */
import type { Page } from '@playwright/test';
import { expect } from './catalog.ts';

/** Written from the issue, not from src/: a location is two numbers in range, and (0,0) is "not set". */
export const located = (item: { latitude?: number | undefined; longitude?: number | undefined }) =>
  typeof item.latitude === 'number' &&
  typeof item.longitude === 'number' &&
  Math.abs(item.latitude) <= 90 &&
  Math.abs(item.longitude) <= 180 &&
  !(item.latitude === 0 && item.longitude === 0);

/** The page's map has drawn its markers. */
export async function mapReady(page: Page): Promise<void> {
  await expect(page.locator('[data-map]')).toHaveAttribute('data-map-state', 'ready');
}

/** References the markers stand for: one per pin plus each cluster's number. */
export async function markerSum(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pins = document.querySelectorAll('[data-map-marker]').length;
    const clusters = [...document.querySelectorAll<SVGElement>('[data-map-cluster]')];
    return clusters.reduce((n, c) => n + Number(c.dataset.count), pins);
  });
}

/** Reference_IDs of the single pins on screen. */
export function pinIds(page: Page): Promise<number[]> {
  return page
    .locator('[data-map-marker]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
}

/** The map's own code: supercluster's API names survive minification. */
export const isMapScript = (text: string) => text.includes('getClusterExpansionZoom');
