/**
 * The simulator plants attack markup in a few descriptions (script, onerror/onclick handlers,
 * javascript: links, iframes, style). Their detail pages must render it inert in every language
 * they are published in: no dialog fires, no event-handler attribute, no javascript: URL and no
 * iframe anywhere in the DOM, and no script or style inside the description itself.
 */
import type { Page } from '@playwright/test';
import { watchDialogs } from './support/browser.ts';
import { type Catalog, expect, test } from './support/catalog.ts';
import { LANGS, type Lang } from './support/contract.ts';
import { distPages } from './support/dist.ts';

const ATTACK = /<script|<iframe|<style|<object|<embed|\son[a-z]+\s*=|javascript:/i;

/** Hostile references of the catalog, by language, with a harmless sentence of their description. */
async function hostile(catalog: Catalog, lang: Lang): Promise<{ id: number; sentence: string }[]> {
  const details = await catalog.details(lang);
  return details
    .filter((detail) => ATTACK.test(detail.description))
    .map((detail) => {
      // The text of its first ordinary paragraph identifies the description container on the page.
      const paragraphs = [...detail.description.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => m[1] as string);
      const text = paragraphs
        .filter((inner) => !ATTACK.test(inner))
        .map((inner) =>
          inner
            .replace(/<[^>]+>/g, '')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        )
        .find((plain) => plain.trim().length >= 30);
      return { id: detail.reference_ID, sentence: (text ?? '').trim().slice(0, 50) };
    })
    .sort((a, b) => a.id - b.id);
}

/** Everything in the live DOM that could run code or embed another document. */
function activeContent(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
      }
      if (['iframe', 'frame', 'object', 'embed'].includes(el.localName)) found.push(`<${el.localName}>`);
    }
    return found;
  });
}

for (const lang of LANGS) {
  test(`${lang}: hostile descriptions render inert`, async ({ page, catalog }) => {
    const dialogs = watchDialogs(page);
    const refs = await hostile(catalog, lang);
    expect(refs.length, `hostile references published in ${lang}`).toBeGreaterThanOrEqual(3);
    for (const { id, sentence } of refs) {
      await test.step(`reference ${id}`, async () => {
        const detail = distPages().find((p) => p.tree === lang && p.referenceId === id);
        expect(detail, `${lang} detail page of hostile reference ${id}`).toBeDefined();
        const path = detail?.path as string;
        await page.goto(path, { waitUntil: 'load' });
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('body'), 'a planted <style> does not hide the page').toBeVisible();

        expect(sentence, `a plain sentence of ${id}'s description`).not.toBe('');
        const container = page
          .locator('main :is(div, section, article):has(> p)')
          .filter({ hasText: sentence })
          .last();
        await expect(container, `description of ${id} is shown`).toBeVisible();
        const inside = await container.evaluate((el) =>
          [...el.querySelectorAll('script, style, iframe, object, embed, link, meta, base, form')].map(
            (node) => node.outerHTML,
          ),
        );
        expect(inside, `${path}: active elements inside the description`).toEqual([]);
        expect(await activeContent(page), `${path}: handlers, javascript: URLs, frames`).toEqual([]);
        expect(dialogs, `${path}: dialogs`).toEqual([]);
      });
    }
  });
}
