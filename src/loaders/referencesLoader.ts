import type { Loader, LoaderContext } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { createProgress } from '../catalog/progress.ts';
import type { ListItem } from '../catalog/schemas.ts';
import { publish } from '../lib/buildEvents.ts';
import type { CatalogSource } from './catalogSource.ts';
import { checkShrink, recordedLoad } from './guard.ts';
import { processingVersion, storedDetail, storedItem } from './processing.ts';
import { entryId, type StoredDetail, type StoredItem } from './schemas.ts';

export type ReferencesLoaderOptions = {
  catalog: () => CatalogSource;
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

async function loadReferences({ catalog, langs }: ReferencesLoaderOptions, context: LoaderContext) {
  const { store, meta } = context;
  const source = catalog();
  // Stored details are kept as processed (sanitized); changed processing code or another catalog
  // invalidates them all.
  const sourceKey = `${source.id}#processing-${processingVersion()}`;
  if (meta.get('source') !== sourceKey) {
    store.clear();
    meta.set('source', sourceKey);
  }
  const listed = new Set<string>();
  for (const id of await Promise.all(langs.map((lang) => loadLanguage(lang, source, context)))) {
    for (const key of id) listed.add(key);
  }
  for (const id of store.keys()) if (!listed.has(id)) store.delete(id);
}

/** One language's references; returns the entry IDs it stored. */
async function loadLanguage(lang: Lang, source: CatalogSource, context: LoaderContext): Promise<string[]> {
  const { store, meta, logger, parseData, generateDigest } = context;
  const log = (line: string) => logger.info(line);
  const items = await source.listing(lang);
  checkShrink(meta, `count:${lang}`, `references ${lang}`, items.length, source.shrink);
  // Started at the first finished detail: both languages share one connection pool, and a clock
  // started at the list would report the wait behind the other language as a slow rate and ETA.
  let started: ReturnType<typeof createProgress> | undefined;
  const tick = () => {
    started ??= createProgress(`details ${lang}`, items.length, log);
    started.tick();
  };
  const counts = { fetched: 0, reused: 0, missing: 0 };
  const stored: string[] = [];

  await Promise.all(
    items.map(async (item) => {
      const id = entryId(lang, item.reference_ID);
      const digest = generateDigest(item);
      const previous = store.get(id);
      if (previous?.digest === digest) {
        counts.reused++;
        stored.push(id);
        tick();
        return;
      }
      let detail: StoredDetail | null;
      const previousData = previous?.data as { item: StoredItem; detail: StoredDetail } | undefined;
      if (previousData && isUnchanged(previousData.item, item)) {
        detail = previousData.detail;
        counts.reused++;
      } else {
        const fresh = await source.client.getReference(lang, { id: item.reference_ID });
        detail = fresh && storedDetail(fresh);
        if (detail) counts.fetched++;
      }
      tick();
      if (!detail) {
        // Listed but no longer delivered (unpublished between the two calls): skip it, do not fail.
        counts.missing++;
        store.delete(id);
        return;
      }
      const data = await parseData({ id, data: { lang, item: storedItem(item), detail } });
      store.set({ id, data, digest });
      stored.push(id);
    }),
  );

  const gone = counts.missing ? `, ${counts.missing} no longer delivered` : '';
  log(
    `references ${lang}: ${items.length} listed, details fetched ${counts.fetched} / reused ${counts.reused}${gone}`,
  );
  publish({ kind: 'load', collection: 'references', fetched: counts.fetched, reused: counts.reused });
  return stored;
}

/** A detail is reused only when the catalog says the reference did not change since it was stored. */
function isUnchanged(stored: StoredItem, current: ListItem): boolean {
  return Boolean(current.dateupdated) && stored.dateupdated === current.dateupdated;
}
