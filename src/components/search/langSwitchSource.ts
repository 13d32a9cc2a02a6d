/** Build time: the facet value map of the search page's language switch (langSwitch.ts), from the facets collection. */
import { getCollection } from 'astro:content';
import { type Lang, otherLang } from '../../i18n/routes.ts';
import { type FacetMembers, type ValueMap, valueMap } from './langSwitch.ts';

async function facetMembers(lang: Lang): Promise<FacetMembers[]> {
  const entries = await getCollection('facets', ({ data }) => data.lang === lang);
  return entries.flatMap(({ data }) => (data.kind === 'facet' ? [data] : []));
}

/** The facet values of `lang` that the other language's search page spells differently. */
export async function otherLangValues(lang: Lang): Promise<ValueMap> {
  const [here, there] = await Promise.all([facetMembers(lang), facetMembers(otherLang(lang))]);
  return valueMap(here, there);
}
