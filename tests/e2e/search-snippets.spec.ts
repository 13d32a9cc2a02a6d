/**
 * Search result snippets on the built site, both languages: every result shows where the query
 * matched, and the <mark>ed words are the ones the query matched (compound infixes, the dropped e,
 * folded spellings, phrases, OR). Queries are derived from the catalog (simulator fixture); each
 * card's expected marks come from the search core run on that reference's own fields, and every
 * mark is also checked against the query's terms directly. Axe (light and dark) on the page and html-validate on the result list with snippets.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type ConfigData, HtmlValidate, StaticConfigLoader } from 'html-validate';
import { ON_CARD, SNIPPET_CHARS } from '../../src/components/search/snippetDom.ts';
import {
  buildSearchDoc,
  foldText,
  indexTokens,
  matchSpans,
  parseQuery,
  pickSnippet,
  type QueryTerm,
  type SearchableReference,
  type SearchDoc,
  snippet,
} from '../../src/search/index.ts';
import { searchFor } from './search-support.ts';
import { type Catalog, expect, test } from './support/catalog.ts';
import { LANGS, type Lang, routes } from './support/contract.ts';

const CONFIG = JSON.parse(
  readFileSync(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8'),
) as ConfigData;

type CardMarks = { id: number; title: string; titleMarks: string[]; snippetMarks: string[]; excerpt: string };

/** What the page shows per result card. */
function cardsOnPage(page: Page): Promise<CardMarks[]> {
  return page.locator('[data-search-results] [data-reference-id]').evaluateAll((cards) =>
    cards.map((card) => {
      const texts = (selector: string) =>
        [...card.querySelectorAll(selector)].map((m) => m.textContent ?? '');
      const snippet = card.querySelector('.card__snippet');
      // Anything but the label and the marks inside a snippet would be catalog text parsed as HTML.
      const foreign = [...(snippet?.querySelectorAll('*') ?? [])].filter(
        (el) => el.tagName !== 'MARK' && !el.matches('span.card__snippet-label'),
      );
      if (foreign.length > 0) throw new Error(`snippet holds ${foreign.map((el) => el.tagName).join(', ')}`);
      return {
        id: Number((card as HTMLElement).dataset.referenceId),
        title: card.querySelector('.card__title a')?.textContent ?? '',
        titleMarks: texts('.card__title mark, .card__subtitle mark'),
        snippetMarks: texts('.card__snippet mark'),
        // The excerpt's text without its label and ellipses.
        excerpt: [...(snippet?.childNodes ?? [])]
          .filter((n) => !(n instanceof Element && n.matches('.card__snippet-label')))
          .map((n) => n.textContent)
          .join('')
          .replace(/^… | …$/g, ''),
      };
    }),
  );
}

/** The marks the core gives a reference for a query: title and subtitle in place, then the snippet's. */
function expectedMarks(query: string, doc: SearchDoc, cardTitle: string) {
  const spans = matchSpans(query, doc.fields);
  const titleMarks = doc.fields.flatMap((field, i) => {
    if (!(field.name in ON_CARD) || (field.name === 'projecttitle' && field.text !== cardTitle)) return [];
    const own = spans.filter((s) => s.field === i);
    if (own.length === 0) return [];
    return snippet(field.text, own, Number.POSITIVE_INFINITY).parts.flatMap((p) => (p.mark ? [p.text] : []));
  });
  const picked = pickSnippet(doc.fields, spans, {
    shown: (name) => name in ON_CARD,
    maxChars: SNIPPET_CHARS,
    fallback: 'description',
  });
  const snippetMarks = picked?.snippet.parts.flatMap((p) => (p.mark ? [p.text] : [])) ?? [];
  return { titleMarks, snippetMarks };
}

/** Whether a marked text is what one of the query's terms matches (independently of matchSpans). */
function satisfiesTerm(mark: string, terms: readonly QueryTerm[]): boolean {
  const folded = indexTokens(mark).join(' ');
  return terms.some((term) => {
    if (term.kind === 'phrase') return folded === term.words.join(' ');
    if (term.kind === 'word') return folded === term.word;
    if (term.kind === 'wildcard')
      return new RegExp(`^${term.pattern.replaceAll('*', '.*')}$`, 'u').test(folded);
    return folded === term.word || folded === term.infix;
  });
}

/** A word of the catalog's texts, written with ä/ö/ü/ß, that is in several references. */
function umlautWord(docs: readonly SearchDoc[]): string {
  const count = new Map<string, number>();
  for (const doc of docs) {
    const words = new Set(doc.fields.flatMap((f) => f.text.match(/\p{L}{5,}/gu) ?? []));
    for (const w of words) if (/[äöüß]/.test(w)) count.set(w, (count.get(w) ?? 0) + 1);
  }
  const best = [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
  if (!best) throw new Error('the catalog has no word with an umlaut or ß');
  return foldText(best[0]);
}

/** Two consecutive long words of a description that is not the first result's title: a phrase. */
function phraseOf(docs: readonly SearchDoc[]): string {
  for (const doc of docs) {
    const description = doc.fields.find((f) => f.name === 'description')?.text ?? '';
    const words = description.match(/\p{L}{6,} \p{L}{6,}/u);
    if (words) return `"${words[0]}"`;
  }
  throw new Error('no description with two long words in a row');
}

/** Two words each in a few references (not the same ones): an OR whose sides match different cards. */
function orQuery(docs: readonly SearchDoc[]): string {
  const docsOf = new Map<string, Set<number>>();
  for (const doc of docs)
    for (const w of doc.fields.flatMap((f) => indexTokens(f.text)))
      if (w.length >= 7 && /^\p{L}+$/u.test(w)) docsOf.set(w, (docsOf.get(w) ?? new Set()).add(doc.id));
  const few = [...docsOf]
    .filter(([, ids]) => ids.size >= 2 && ids.size <= 6)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  for (const [a, aIds] of few)
    for (const [b, bIds] of few)
      if (a < b && ![...aIds].some((id) => bIds.has(id)) && !a.includes(b) && !b.includes(a))
        return `${a} OR ${b}`;
  throw new Error('no two words for an OR query');
}

async function queriesFor(catalog: Catalog, lang: Lang) {
  const docs = ((await catalog.details(lang)) as SearchableReference[]).map(buildSearchDoc);
  const queries = [lang === 'de' ? 'schule' : 'school', umlautWord(docs), phraseOf(docs), orQuery(docs)];
  return { docs: new Map(docs.map((d) => [d.id, d])), queries };
}

for (const lang of LANGS) {
  test(`${lang}: every result marks the words the query matched, in its title or an excerpt`, async ({
    page,
    catalog,
  }) => {
    const { docs, queries } = await queriesFor(catalog, lang);
    await page.goto(routes(lang).search);
    for (const query of queries) {
      await searchFor(page, query);
      const cards = await cardsOnPage(page);
      expect(cards.length, query).toBeGreaterThan(0);
      const terms = parseQuery(query).clauses.flatMap((c) => c.alternatives.flat());
      for (const card of cards) {
        const doc = docs.get(card.id);
        if (!doc) throw new Error(`${card.id} is not in the catalog`);
        const where = `${query} → ${card.id}`;
        expect({ title: card.titleMarks, snippet: card.snippetMarks }, where).toEqual({
          title: expectedMarks(query, doc, card.title).titleMarks,
          snippet: expectedMarks(query, doc, card.title).snippetMarks,
        });
        const marks = [...card.titleMarks, ...card.snippetMarks];
        expect(marks.length, `${where}: shows where it matched`).toBeGreaterThan(0);
        for (const mark of marks) expect(satisfiesTerm(mark, terms), `${where}: "${mark}"`).toBe(true);
        // The excerpt is the catalog's own text (whitespace collapsed), cut at most at its ends.
        if (card.excerpt)
          expect(
            doc.fields.some((f) => f.text.replace(/\s+/g, ' ').includes(card.excerpt)),
            `${where}: "${card.excerpt}"`,
          ).toBe(true);
      }
    }
  });

  test(`${lang}: the search page with snippets passes axe (light and dark)`, async ({ page, catalog }) => {
    const { queries } = await queriesFor(catalog, lang);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(routes(lang).search);
      await searchFor(page, queries[0] as string);
      await expect(page.locator('.card__snippet mark').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
    }
    // The result list as the snippets left it, in a minimal page, against the repository's rules.
    const list = await page.locator('[data-search-list]').evaluate((el) => el.outerHTML);
    const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>t</title></head><body><main><h1>t</h1>${list}</main></body></html>`;
    const report = await new HtmlValidate(new StaticConfigLoader(CONFIG)).validateString(html);
    // The browser writes every boolean attribute as attr="" when serializing: not the page's markup.
    const serialization = new Set(['attribute-boolean-style', 'attribute-empty-style']);
    const messages = report.results.flatMap((r) => r.messages).filter((m) => !serialization.has(m.ruleId));
    expect(messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`)).toEqual([]);
  });
}
