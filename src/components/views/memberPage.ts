import { LANGS, type Lang } from '../../i18n/routes.ts';
import type { Alternates } from '../../site/alternates.ts';
import { pageCount, pageItems } from '../../site/pagination.ts';
import type { RefView } from '../../site/siteData.ts';
import { siteConfig } from '../../site.config.ts';

/** A branch or group as its pages see it: its references in list order and its slug per language. */
interface Paged {
  members: RefView[];
  slug: string;
}

/**
 * Page `page` of a branch's or group's references (`listing.branchPageSize` each), and the same
 * entity's page in each language whose tree has it and is that long.
 */
export function memberPage<T extends Paged>(
  entity: T,
  page: number,
  inLang: (lang: Lang) => T | undefined,
  pathOf: (lang: Lang, slug: string, page: number) => string,
): { pages: number; members: RefView[]; alternates: Alternates } {
  const { branchPageSize } = siteConfig().listing;
  const alternates: Alternates = {};
  for (const lang of LANGS) {
    const same = inLang(lang);
    if (same && page <= pageCount(same.members.length, branchPageSize))
      alternates[lang] = pathOf(lang, same.slug, page);
  }
  return {
    pages: pageCount(entity.members.length, branchPageSize),
    members: pageItems(entity.members, page, branchPageSize),
    alternates,
  };
}
