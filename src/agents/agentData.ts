/**
 * What the site's WebMCP tools read besides the static search index, written at build time from
 * the published catalog (nothing a token unlocks): per reference the facts the gateway's filters,
 * list items and result items use, the branch and group trees and the company profile. One JSON
 * file per language, loaded on an assistant's first call.
 */
import type { Lang } from '../catalog/lang.ts';
import { parseProjectPeriod } from '../site/data/projectDates.ts';
import type { LangData, RefView } from '../site/data/siteData.ts';
import { publicMediaUrl } from '../site/media/mediaMirror.ts';
import { referenceView } from '../site/views/referenceView.ts';
import type { AgentData, AgentRef } from './dataFiles.ts';

/** A period's years and months; a year without a month spans January to December. */
export function periodFacts(date: string): Pick<AgentRef, 'yf' | 'mf' | 'yu' | 'mu'> {
  const p = parseProjectPeriod(date);
  const [yf = 0, mf = 1] = (p.start ?? '').split('-').map(Number);
  if (p.ongoing) return { yf, mf, yu: null, mu: null };
  const [yu = yf, mu = 12] = (p.end ?? p.start ?? '').split('-').map(Number);
  return { yf, mf, yu, mu };
}

/** Country name → ISO code in one language (the catalog delivers names only). */
function countryCodes(lang: Lang): (name: string) => string {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const byName = new Map<string, string>();
  const A = 65;
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      const name = names.of(code);
      if (name && name !== code) byName.set(name.toLowerCase(), code);
    }
  return (name) => byName.get(name.trim().toLowerCase()) ?? '';
}

function agentRef(ref: RefView, codeOf: (name: string) => string): AgentRef {
  const { item, summary } = ref;
  const clients = (summary.client ?? []).flatMap((c) =>
    [c.displayedname, c.displayedclientname, c.contact_name].filter((s): s is string => Boolean(s)),
  );
  return {
    id: ref.id,
    title: referenceView(ref).title,
    city: item.city,
    country: item.country,
    cc: codeOf(item.country),
    ...periodFacts(item.date),
    b: (summary.branches ?? []).map((b) => b.branch_ID),
    g: (summary.referencegroups ?? []).map((g) => g.group_ID),
    cl: [...new Set(clients)],
    path: ref.path,
    ...(item.thumbnail ? { thumb: publicMediaUrl(item.thumbnail) } : {}),
  };
}

export function agentData(
  data: LangData,
  groups: { referencegroup_ID: number; name: string; parent_ID: number | null }[],
): AgentData {
  const codeOf = countryCodes(data.lang);
  const profile = data.gateway.profile;
  return {
    lang: data.lang,
    company: profile
      ? {
          company_ID: profile.company_ID,
          name: profile.name,
          teaser: profile.teaser,
          location: profile.location,
          website: profile.website,
          uniquename: profile.uniquename,
        }
      : null,
    branches: data.branches.map((b) => ({
      branch_ID: b.branch_ID,
      name: b.branchname,
      parent_ID: b.parent_ID,
    })),
    groups,
    refs: [...data.refs].sort((a, b) => a.id - b.id).map((ref) => agentRef(ref, codeOf)),
  };
}
