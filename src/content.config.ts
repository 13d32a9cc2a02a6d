import { defineCollection } from 'astro:content';
import { branchesLoader } from './loaders/branchesLoader.ts';
import { facetsLoader } from './loaders/facetsLoader.ts';
import { filtersLoader } from './loaders/filtersLoader.ts';
import { referencesLoader } from './loaders/referencesLoader.ts';

export const collections = {
  referencesDe: defineCollection({ loader: referencesLoader({ lang: 'de' }) }),
  referencesEn: defineCollection({ loader: referencesLoader({ lang: 'en' }) }),
  branchesDe: defineCollection({ loader: branchesLoader({ lang: 'de' }) }),
  branchesEn: defineCollection({ loader: branchesLoader({ lang: 'en' }) }),
  filtersDe: defineCollection({ loader: filtersLoader({ lang: 'de' }) }),
  filtersEn: defineCollection({ loader: filtersLoader({ lang: 'en' }) }),
  facetsDe: defineCollection({ loader: facetsLoader({ lang: 'de' }) }),
  facetsEn: defineCollection({ loader: facetsLoader({ lang: 'en' }) }),
};
