/**
 * /embed/v1/<lang>.json: what the embeddable reference list needs besides the search index (see
 * src/embed/format.ts), from the same site data the pages render: the lists' order, the group
 * pages' members, the branch and group page paths, the theme, the UI strings and the presets.
 */
import type { EmbedData } from '../../embed/format.ts';
import { type Lang, referenceListPath, searchPath } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import { siteConfig } from '../../site.config.ts';
import { getSiteData } from '../data/siteData.ts';
import { embedPresets } from './embedPresets.ts';

export async function embedData(lang: Lang): Promise<EmbedData> {
  const data = (await getSiteData()).langs[lang];
  const { colors, fontBody } = siteConfig().brand;
  const ui = t(lang).embed;
  return {
    lang,
    order: data.refs.map((ref) => ref.id),
    listPath: referenceListPath(lang),
    searchPath: searchPath(lang),
    branches: Object.fromEntries(data.branches.map((branch) => [branch.branch_ID, branch.path])),
    groups: Object.fromEntries(
      data.groups.map((group) => [
        group.group_ID,
        { path: group.path, ids: group.members.map((ref) => ref.id) },
      ]),
    ),
    presets: await embedPresets(lang),
    theme: {
      font: fontBody,
      text: colors.light.text,
      muted: colors.light.muted,
      surface: colors.light.raised,
      border: colors.light.border,
      accent: colors.light.accent,
      verified: colors.light.verified,
    },
    ui: { showAll: ui.showAll, empty: ui.empty, label: ui.label },
  };
}
