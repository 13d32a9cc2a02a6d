/**
 * The evidence line below the tender matches: "In Schulen: 24 Referenzen seit 2021, davon 11 vom
 * Auftraggeber bestätigt", for the strongest branch of the matches (evidence.ts), from the year
 * chosen beside it, and a link to the search filtered the same way. The numbers are the search's
 * own: its facet members (facets.bin) through its facet code, with the filters its URL carries
 * (branch_ID with sub-branches, sinceyear, selection=confirmed), so the link shows the same count.
 *
 * Test hooks: [data-match-evidence] carries data-branch, data-since, data-count and data-confirmed.
 */
import { type Lang, searchPath } from '../../i18n/routes.ts';
import { t } from '../../i18n/ui.ts';
import { must } from '../../lib/dom.ts';
import { applyFacets, selectionOf } from '../../search/static/client/facets.ts';
import type { OpenSearch } from '../../search/static/client/openSearch.ts';
import { emptyState, writeState } from '../../search/static/client/urlState.ts';
import { BRANCH_FACET } from '../../search/static/indexSource.ts';
import { defaultSince, strongestBranch } from './evidence.ts';
import type { FilterData } from './filterIds.ts';

/** The search's parameters (catalog spec 4.3–4.4: `sinceyear` and `selection` are always defined). */
const SINCE = 'sinceyear';
const SELECTION = 'selection';
const CONFIRMED = 'confirmed';

export type EvidenceView = { show(matchIds: readonly number[]): Promise<void>; hide(): void };

export function evidenceView(
  root: HTMLElement,
  lang: Lang,
  filters: FilterData,
  index: () => Promise<OpenSearch>,
): EvidenceView {
  const s = t(lang).matchPage;
  const box = must<HTMLElement>(root, '[data-match-evidence]');
  const line = must<HTMLElement>(box, '[data-evidence-line]');
  const select = must<HTMLSelectElement>(box, '[data-evidence-year]');
  const link = must<HTMLAnchorElement>(box, '[data-evidence-link]');
  let branch: string | undefined;
  let seq = 0;

  const hide = (): void => {
    seq++;
    box.hidden = true;
  };

  const update = async (): Promise<void> => {
    const mine = ++seq;
    const search = await index();
    const { manifest } = search.files;
    const values = (name: string) => manifest.facets.find((f) => f.name === name)?.values ?? [];
    const years = [...values(SINCE)].sort((a, b) => Number(b) - Number(a));
    const name = branch && filters.tree[branch]?.[0];
    // Only what the search can show: a branch it filters by, its years, its confirmed selection.
    if (
      !branch ||
      !name ||
      !values(BRANCH_FACET).includes(branch) ||
      years.length === 0 ||
      !values(SELECTION).includes(CONFIRMED)
    )
      return hide();
    if (select.options.length === 0) {
      select.replaceChildren(...years.map((y) => new Option(y, y)));
      select.value = defaultSince(years, new Date().getFullYear()) ?? years[0] ?? '';
    }
    const since = select.value;
    const facets = await search.facets();
    const chosen = new Map([
      [BRANCH_FACET, [branch]],
      [SINCE, [since]],
    ]);
    const count = (f: Map<string, string[]>) =>
      applyFacets(facets, manifest.docs, null, selectionOf(facets, f)).docs.length;
    const total = count(chosen);
    const confirmed = count(new Map([...chosen, [SELECTION, [CONFIRMED]]]));
    if (mine !== seq) return;
    line.textContent = s.evidenceLine(name, total, since, confirmed);
    link.href = `${searchPath(lang)}?${writeState({ ...emptyState(), filters: chosen }, manifest.facets)}`;
    Object.assign(box.dataset, { branch, since, count: String(total), confirmed: String(confirmed) });
    box.hidden = false;
  };

  select.addEventListener('change', () => void update().catch(hide));
  return {
    show: (matchIds) => {
      branch = strongestBranch(matchIds, filters);
      return update();
    },
    hide,
  };
}
