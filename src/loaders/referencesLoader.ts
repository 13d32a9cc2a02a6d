import type { Loader, LoaderContext } from 'astro/loaders';
import { CatalogSchemaError, type Rejected } from '../catalog/errors.ts';
import { LANGS, type Lang } from '../catalog/lang.ts';
import { createProgress } from '../catalog/progress.ts';
import type { ListItem, ReferenceDetail } from '../catalog/schemas.ts';
import { rejectedOf } from '../catalog/validate.ts';
import { publish } from './buildEvents.ts';
import type { CatalogSource } from './catalogSource.ts';
import type { DetailStore } from './detailStore.ts';
import { createMediaCheck, type MediaCheck, type ThumbnailVerdict, withoutGoneImages } from './goneMedia.ts';
import { checkShrink, recordedLoad } from './guard.ts';
import { processingVersion, storedDetail, storedItem } from './processing.ts';
import { checkQuarantineShare, reportQuarantine } from './quarantine.ts';
import { catalogIdOf, entryId, type ReferenceEntry, type StoredDetail, type StoredItem } from './schemas.ts';
import type { StoredManifest } from './storedManifest.ts';
import { summarize } from './summary.ts';

export type ReferencesLoaderOptions = {
  catalog: () => CatalogSource;
  /** Where the full details are kept (the store keeps their summaries). */
  details: () => DetailStore;
  langs: readonly Lang[];
};

/**
 * All published references in every language: the list (with client details and admin info) plus
 * one detail per reference and language. Details are fetched only for references whose
 * `dateupdated` changed since the stored copy: every detail call counts a view upstream, and it is
 * the slow part.
 */
export function referencesLoader(options: ReferencesLoaderOptions): Loader {
  return {
    name: 'references-loader',
    load: (context) => recordedLoad('references', context, () => loadReferences(options, context)),
  };
}

async function loadReferences({ catalog, details, langs }: ReferencesLoaderOptions, context: LoaderContext) {
  const { store, meta } = context;
  const source = catalog();
  const files = details();
  // Stored details are kept as processed (sanitized); changed processing code or another catalog
  // invalidates them all.
  const sourceKey = `${source.id}#processing-${processingVersion()}`;
  if (meta.get('source') !== sourceKey) {
    store.clear();
    await files.clear();
    meta.set('source', sourceKey);
  }
  const listed = new Set<string>();
  const gone = createMediaCheck((url) =>
    context.logger.warn(`image gone at the CDN (still listed by the catalog), left out: ${url}`),
  );
  const stored = await Promise.all(langs.map((lang) => loadLanguage(lang, source, files, gone, context)));
  const media = gone.counts();
  context.logger.info(
    `media at the CDN: ${media.files} distinct files checked, ${media.requests} HEAD requests` +
      `${media.gone ? `, ${media.gone} gone` : ''}${media.unanswered ? `, ${media.unanswered} unanswered (kept)` : ''}`,
  );
  publish({ kind: 'media', ...media });
  for (const ids of stored) for (const key of ids) listed.add(key);
  for (const id of store.keys()) if (!listed.has(id)) store.delete(id);
  // A record outlives its entry only until here; an entry never points to a missing record (a
  // reused entry is checked against its record, see loadLanguage).
  const ids = langs.map((_, i) => new Set(stored[i]?.map(catalogIdOf)));
  await Promise.all(langs.map((lang, i) => files.prune(lang, ids[i] ?? new Set())));
  await files.recordStored(
    Object.fromEntries(LANGS.map((lang) => [lang, [...(ids[langs.indexOf(lang)] ?? [])]])) as StoredManifest,
  );
}

/** One language's references; returns the entry IDs it stored (last good versions of quarantined ones included). */
async function loadLanguage(
  lang: Lang,
  source: CatalogSource,
  files: DetailStore,
  gone: MediaCheck,
  context: LoaderContext,
): Promise<string[]> {
  const { store, meta, logger, parseData, generateDigest } = context;
  const log = (line: string) => logger.info(line);
  const label = `references ${lang}`;
  const { items, rejected } = await source.snapshot(lang);
  const total = items.length + rejected.length;
  // Started at the first finished detail: both languages share one connection pool, and a clock
  // started at the list would report the wait behind the other language as a slow rate and ETA.
  let started: ReturnType<typeof createProgress> | undefined;
  const tick = () => {
    started ??= createProgress(`details ${lang}`, items.length, log);
    started.tick();
  };
  const counts = { fetched: 0, reused: 0, missing: 0, quarantined: 0 };
  const stored: string[] = [];
  const quarantine = async (entry: Rejected) => {
    counts.quarantined++;
    const ref = entry.referenceId;
    const id = ref === undefined ? undefined : entryId(lang, ref);
    // The stored entry is the last version that passed the schema: it stays as it was (with its record).
    const kept = id !== undefined && ref !== undefined && store.has(id) && (await files.has(lang, ref));
    if (kept) stored.push(id);
    reportQuarantine({ ...entry, lang, kept }, (line) => logger.warn(line));
  };
  for (const entry of rejected) await quarantine(entry);
  // Named first, then judged: the stop's line refers to the warnings.
  checkQuarantineShare(label, rejected.length, total, source.maxQuarantine);

  await Promise.all(
    items.map(async (item) => {
      const id = entryId(lang, item.reference_ID);
      const digest = generateDigest(item);
      const previous = store.get(id);
      const previousData = previous?.data as ReferenceEntry | undefined;
      // A record lost since (a cache restored without it) makes the entry unusable: fetched again.
      const recorded = previousData !== undefined && (await files.has(lang, item.reference_ID));
      if (recorded && previous?.digest === digest) {
        counts.reused++;
        stored.push(id);
        tick();
        return;
      }
      let fetched: StoredDetail | undefined;
      // The list image's last verdict holds while the reference is unchanged (goneMedia.ts).
      let known: ThumbnailVerdict | undefined;
      if (recorded && isUnchanged(previousData.item, item)) {
        counts.reused++;
        known = { shown: previousData.item.thumbnail, gone: previousData.goneThumbnail };
      } else {
        const fresh = await fetchDetail(source, lang, item.reference_ID);
        if ('rejected' in fresh) {
          tick();
          await quarantine(fresh.rejected);
          return;
        }
        if (!fresh.detail) {
          // Listed but no longer delivered (unpublished between the two calls): skip it, do not fail.
          tick();
          counts.missing++;
          store.delete(id);
          return;
        }
        fetched = storedDetail(fresh.detail);
        counts.fetched++;
      }
      tick();
      // A detail's images are checked when it is fetched, the list image when it is new to the entry.
      const checked = await withoutGoneImages(storedItem(item), fetched, gone, known);
      let entry: Pick<ReferenceEntry, 'summary' | 'detailDigest' | 'goneThumbnail'>;
      if (checked.detail) {
        await files.write(lang, item.reference_ID, checked.detail);
        entry = { summary: summarize(checked.detail), detailDigest: generateDigest(checked.detail) };
      } else if (previousData) {
        entry = { summary: previousData.summary, detailDigest: previousData.detailDigest };
      } else throw new Error(`reference ${item.reference_ID} (${lang}): neither fetched nor stored`);
      if (checked.goneThumbnail) entry.goneThumbnail = checked.goneThumbnail;
      const data = await parseData({ id, data: { lang, item: checked.item, ...entry } });
      store.set({ id, data, digest });
      stored.push(id);
    }),
  );

  checkQuarantineShare(label, counts.quarantined, total, source.maxQuarantine);
  // Quarantined references count as missing: a last good version does not hide a shrinking catalog.
  checkShrink(meta, `count:${lang}`, label, total - counts.quarantined, source.shrink);
  const missing = counts.missing ? `, ${counts.missing} no longer delivered` : '';
  const odd = counts.quarantined ? `, ${counts.quarantined} quarantined` : '';
  log(
    `${label}: ${items.length} listed, details fetched ${counts.fetched} / reused ${counts.reused}${missing}${odd}`,
  );
  publish({
    kind: 'load',
    collection: 'references',
    lang,
    listed: items.length,
    fetched: counts.fetched,
    reused: counts.reused,
  });
  return stored;
}

/** One detail, or what made it unusable (schema drift in this reference only: quarantined, not fatal). */
async function fetchDetail(
  source: CatalogSource,
  lang: Lang,
  id: number,
): Promise<{ detail: ReferenceDetail | null } | { rejected: Rejected }> {
  try {
    return { detail: await source.client.getReference(lang, { id }) };
  } catch (error) {
    if (!(error instanceof CatalogSchemaError)) throw error;
    return { rejected: { ...rejectedOf(error.endpoint, error.issues), referenceId: id } };
  }
}

/** A detail is reused only when the catalog says the reference did not change since it was stored. */
function isUnchanged(stored: StoredItem, current: ListItem): boolean {
  return Boolean(current.dateupdated) && stored.dateupdated === current.dateupdated;
}
