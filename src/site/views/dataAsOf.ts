/**
 * "Stand: 6. Dezember 2026, 09:15" on the home page: when the catalog state the site shows was
 * first published (BUILD_DATA_AS_OF, set by scripts/build.ts from /build.json), in the page's
 * language and the site's time zone (SITE_TIME_ZONE). Only the home pages show it; they have no
 * cache key and render on every build that renders, so no other page changes with it.
 */
import { type Lang, LOCALES } from '../../catalog/lang.ts';
import { readBuildHandoff, siteSettings } from '../../settings.ts';

export type DataAsOf = { iso: string; text: string };

export function formatAsOf(iso: string, lang: Lang, timeZone: string): string {
  const when = new Date(iso);
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(when);
  const time = new Intl.DateTimeFormat(LOCALES[lang], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(when);
  return `${date}, ${time}`;
}

/** Undefined outside `npm run build` (astro dev, astro check): nothing was published. */
export function dataAsOf(lang: Lang): DataAsOf | undefined {
  const iso = readBuildHandoff().BUILD_DATA_AS_OF;
  return iso ? { iso, text: formatAsOf(iso, lang, siteSettings().SITE_TIME_ZONE) } : undefined;
}
