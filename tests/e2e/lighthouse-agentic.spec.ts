/**
 * Lighthouse 13's "Agentic browsing" category on the home, list, detail, search and map pages of
 * both languages, in Chromium with WebMCP on: 100, with llms-txt, ard-schema,
 * webmcp-registered-tools and webmcp-schema-validity applicable (there is something for an
 * assistant to find) and passing, and every form annotated (webmcp-form-coverage lists none).
 */

import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthousePages } from '../../scripts/lib/lighthousePages.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/systemPackages.ts';
import { LANGS, routes } from './support/contract.ts';
import { DIST } from './support/dist.ts';

const APPLICABLE = ['llms-txt', 'ard-schema', 'webmcp-registered-tools', 'webmcp-schema-validity'];
const TYPES = ['home', 'list', 'detail', 'search'] as const;

function pages(): string[] {
  const built = lighthousePages(DIST);
  return LANGS.flatMap((lang) => [
    ...TYPES.map((type) => {
      const page = built.find((p) => p.type === type && p.lang === lang);
      if (!page) throw new Error(`no ${type} page in ${lang}`);
      return page.path;
    }),
    routes(lang).map,
  ]);
}

test('Lighthouse: agentic browsing 100 with WebMCP tools, llms.txt and ai-catalog.json found and valid', async ({
  baseURL,
}) => {
  const paths = pages();
  test.setTimeout(paths.length * 40_000);
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', '--enable-features=WebMCPTesting'],
    logLevel: 'silent',
  });
  try {
    for (const path of paths) {
      await test.step(path, async () => {
        const result = await lighthouse(`${baseURL}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['agentic-browsing'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
        const audit = (id: string) => lhr.audits[id];
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1)
          .map((a) => `${a.id} (${a.score}): ${a.explanation ?? a.displayValue ?? a.title}`);
        expect.soft(failing, `${path}: agentic audits below full score`).toEqual([]);
        expect.soft(lhr.categories['agentic-browsing']?.score, `${path}: category score`).toBe(1);
        for (const id of APPLICABLE)
          expect.soft(audit(id)?.scoreDisplayMode, `${path}: ${id} applicable`).not.toBe('notApplicable');
        const coverage = audit('webmcp-form-coverage');
        expect.soft(coverage?.displayValue, `${path}: forms without a tool annotation`).toBeFalsy();
        const tools = audit('webmcp-registered-tools')?.details as { items?: unknown[] } | undefined;
        console.log(
          `${path}: agentic ${Math.round((lhr.categories['agentic-browsing']?.score ?? 0) * 100)}, ${tools?.items?.length ?? 0} tool rows`,
        );
      });
    }
  } finally {
    chrome.kill();
  }
});
