/**
 * The comparison bundles of the benchmark: Pagefind 1.6 over the same searchable texts (the search
 * core's SEARCH_FIELDS), plain and with extra suffix tokens so that infixes become word starts.
 */
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Lang } from '../../src/catalog/index.ts';
import { buildSearchDoc, indexTokens, type SearchableReference } from '../../src/search/index.ts';

/** Searchable text of a reference as one string, the fields separated so no phrase spans two. */
const textOf = (detail: SearchableReference): string =>
  buildSearchDoc(detail)
    .fields.map((f) => f.text)
    .join(' . ');

/** The words of a text plus every suffix of 3+ letters of each word: infixes become word starts. */
function withSuffixes(text: string): string {
  const extra: string[] = [];
  for (const word of new Set(indexTokens(text))) {
    const chars = Array.from(word);
    for (let i = 1; i + 3 <= chars.length; i++) extra.push(chars.slice(i).join(''));
  }
  return `${text} ${extra.join(' ')}`;
}

export async function buildPagefind(details: Map<Lang, SearchableReference[]>, out: string): Promise<void> {
  for (const variant of ['plain', 'suffix'] as const) {
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('pagefind: no index');
    for (const [lang, refs] of details) {
      for (const ref of refs) {
        const text = textOf(ref);
        await index.addCustomRecord({
          url: `/${lang}/r/${ref.reference_ID}/`,
          content: variant === 'suffix' ? withSuffixes(text) : text,
          language: lang,
          meta: { title: String(ref.projecttitle ?? ref.reference_ID) },
        });
      }
    }
    await index.writeFiles({ outputPath: join(out, variant) });
  }
  await pagefind.close();
}
