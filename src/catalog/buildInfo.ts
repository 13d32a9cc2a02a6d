/**
 * `/build.json`, the small public file every build publishes: when it was built, since when the
 * catalog state it shows is published ("Stand" on the home page), and the change detector's
 * digest with a compact summary, so the detector can say what differs. Nothing secret: IDs,
 * a short hash of each `dateupdated` and digests. Node built-ins only (see snapshot.ts).
 */
import { createHash } from 'node:crypto';
import { LANGS, type Lang } from './lang.ts';
import { type CatalogSnapshot, type LangSnapshot, listedItems, SNAPSHOT_VERSION } from './snapshot.ts';

export { BUILD_INFO_FILE } from './buildInfoFile.ts';

type LangSummary = {
  /** `id:hash` of every listed reference, the hash a short digest of its `dateupdated`. */
  references: string;
  /** A short digest of the whole list: what else a list item carries (names, images, flags). */
  list: string;
  filters: string;
  branches: string;
};

export type BuildInfo = {
  /** This build's time (ISO). */
  builtAt: string;
  /** The time of the build that first published this catalog state (ISO). */
  dataAsOf: string;
  /** The detector's view of the catalog the build read; null when the build could not read it. */
  catalog: { version: number; digest: string; langs: Record<Lang, LangSummary> } | null;
};

const shortHash = (value: unknown, length: number) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, length);

function summary(state: LangSnapshot): LangSummary {
  return {
    references: listedItems(state.list)
      .map(([id, item]) => `${id}:${shortHash((item as { dateupdated?: unknown })?.dateupdated ?? '', 6)}`)
      .join(','),
    list: shortHash(state.list, 16),
    filters: shortHash(state.filters, 16),
    branches: shortHash(state.branches, 16),
  };
}

export function catalogSummary(state: CatalogSnapshot): NonNullable<BuildInfo['catalog']> {
  const langs = Object.fromEntries(LANGS.map((lang) => [lang, summary(state.langs[lang])]));
  return { version: state.version, digest: state.digest, langs: langs as Record<Lang, LangSummary> };
}

/** Parses a published build.json; undefined when it is not one. */
export function parseBuildInfo(text: string): BuildInfo | undefined {
  try {
    const info = JSON.parse(text) as BuildInfo;
    return typeof info?.builtAt === 'string' && typeof info.dataAsOf === 'string' && 'catalog' in info
      ? info
      : undefined;
  } catch {
    return undefined;
  }
}

const entries = (list: string) =>
  new Map(list ? list.split(',').map((entry) => entry.split(':') as [string, string]) : []);

/** `3 references updated, 1 added`: the noun goes with the first count. */
function referenceChanges(published: string, current: string): string | undefined {
  const before = entries(published);
  const after = entries(current);
  const counts = { updated: 0, added: 0, removed: 0 };
  for (const [id, hash] of after) {
    const old = before.get(id);
    if (old === undefined) counts.added++;
    else if (old !== hash) counts.updated++;
  }
  for (const id of before.keys()) if (!after.has(id)) counts.removed++;
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([verb, n], i) =>
      i === 0 ? `${n} ${n === 1 ? 'reference' : 'references'} ${verb}` : `${n} ${verb}`,
    );
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * What differs between the published build's catalog and the current one, in one line:
 * `3 references updated, 1 added (de); list entries (en); branch tree (de, en)`; undefined when
 * nothing does.
 */
export function describeChange(
  published: BuildInfo | undefined,
  current: CatalogSnapshot,
): string | undefined {
  if (!published) return 'no build.json published yet';
  const before = published.catalog;
  if (!before) return 'the published build recorded no catalog state';
  if (before.version !== SNAPSHOT_VERSION) return `snapshot version ${before.version} → ${SNAPSHOT_VERSION}`;
  if (before.digest === current.digest) return undefined;
  const now = catalogSummary(current);
  const parts: string[] = [];
  const quiet: Lang[] = [];
  for (const lang of LANGS) {
    const refs = referenceChanges(before.langs[lang]?.references ?? '', now.langs[lang].references);
    if (refs) parts.push(`${refs} (${lang})`);
    // An entry that changed without a new dateupdated (a renamed branch in it, a flag).
    else if (before.langs[lang]?.list !== now.langs[lang].list) quiet.push(lang);
  }
  if (quiet.length > 0) parts.push(`list entries (${quiet.join(', ')})`);
  for (const [key, name] of [
    ['filters', 'filter definitions'],
    ['branches', 'branch tree'],
  ] as const) {
    const langs = LANGS.filter((lang) => before.langs[lang]?.[key] !== now.langs[lang][key]);
    if (langs.length > 0) parts.push(`${name} (${langs.join(', ')})`);
  }
  return parts.length > 0 ? parts.join('; ') : 'catalog state differs';
}
