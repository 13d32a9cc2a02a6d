/** The facet sidebar's definitions and unfiltered counts in one language (list pages, search page). */
import { getCollection } from 'astro:content';
import type { Lang } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import { remember } from '../../lib/remember.ts';
import { getSiteData } from '../data/siteData.ts';
import { digestOnce } from '../incremental/digest.ts';
import { type FacetView, facetViews } from './facetModel.ts';

const cached = new Map<Lang, Promise<FacetView[]>>();

async function compute(lang: Lang): Promise<FacetView[]> {
  const [entries, data] = await Promise.all([
    getCollection('filters', ({ data }) => data.lang === lang),
    getSiteData(),
  ]);
  const definitions = entries.map((entry) => entry.data).sort((a, b) => a.position - b.position);
  // Every list page carries them: digested once per build.
  return digestOnce(facetViews(definitions, t(lang).searchPage.branch, data.langs[lang].branches));
}

export const langFacets = (lang: Lang): Promise<FacetView[]> => remember(cached, lang, () => compute(lang));
