/**
 * Related references as the detail pages read them: computed once per build for both languages
 * from the site data (src/site/related/related.ts), so each page only looks its own up.
 */
import type { Lang } from '../../i18n/routes.ts';
import { getSiteData, type RefView } from '../data/siteData.ts';
import { relatedByLanguage } from './related.ts';
import { relatedItemOf } from './relatedItems.ts';

let cached: Promise<Map<string, Map<number, number[]>>> | undefined;

async function compute(): Promise<Map<string, Map<number, number[]>>> {
  const data = await getSiteData();
  const items = Object.values(data.langs).flatMap((langData) =>
    langData.refs.map((ref) => relatedItemOf(ref.lang, ref.item, ref.summary)),
  );
  return relatedByLanguage(items);
}

/** The references related to `id` on its page in `lang`, best first; all published in `lang`. */
export async function relatedRefs(lang: Lang, id: number): Promise<RefView[]> {
  cached ??= compute();
  const [related, data] = await Promise.all([cached, getSiteData()]);
  const refsById = data.langs[lang].refsById;
  return (related.get(lang)?.get(id) ?? []).flatMap((other) => refsById.get(other) ?? []);
}
