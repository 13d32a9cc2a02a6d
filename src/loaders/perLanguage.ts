import type { LoaderContext } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';

/**
 * Replaces a collection that keeps one entry per language (its ID the language, its data the value
 * with `lang`): `values[i]` is `langs[i]`'s, and a language without a value gets no entry.
 */
export async function storePerLanguage(
  { store, parseData }: Pick<LoaderContext, 'store' | 'parseData'>,
  langs: readonly Lang[],
  values: readonly (object | null | undefined)[],
): Promise<void> {
  store.clear();
  for (const [i, lang] of langs.entries()) {
    const value = values[i];
    if (value) store.set({ id: lang, data: await parseData({ id: lang, data: { ...value, lang } }) });
  }
}
