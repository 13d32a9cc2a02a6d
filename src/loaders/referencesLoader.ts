import type { Loader, LoaderContext } from 'astro/loaders';
import type { Lang } from '../catalog/lang.ts';
import { createProgress } from '../catalog/progress.ts';
import type { ListItem, ReferenceDetail } from '../catalog/schemas.ts';
import { sanitizeDescription } from '../lib/sanitizeHtml.ts';
import { descriptionSearchText } from '../search/index.ts';
import { catalogFromEnv, sourceId, syncedInThisRun } from './catalogSource.ts';
import { checkShrink, withFailureNote } from './guard.ts';
import {
  type ReferenceEntry,
  ReferenceEntrySchema,
  type StoredDetail,
  type StoredItem,
  StoredItemSchema,
} from './schemas.ts';

export type ReferencesLoaderOptions = { lang: Lang };

/** Bump when the loader's processing of a detail changes (e.g. the sanitizer's allow-list). */
const PROCESSING_VERSION = 4;

/**
 * All references published in one language: the list (with client details and admin info) plus
 * one detail per reference. Details are fetched only for references whose `dateupdated` changed
 * since the stored copy: every detail call counts a view upstream, and it is the slow part.
 */
export function referencesLoader({ lang }: ReferencesLoaderOptions): Loader {
  return {
    name: `references-loader-${lang}`,
    schema: ReferenceEntrySchema,
    load: (context) => withFailureNote(`references ${lang}`, () => loadReferences(lang, context)),
  };
}

async function loadReferences(lang: Lang, context: LoaderContext) {
  const { store, meta, logger, parseData, generateDigest } = context;
  const log = (line: string) => logger.info(line);
  const client = catalogFromEnv(log);
  // Stored details are kept as processed (sanitized); a new processing version or another
  // catalog invalidates them all.
  const source = `${sourceId()}#processing-${PROCESSING_VERSION}`;
  if (meta.get('source') !== source) {
    store.clear();
    meta.set('source', source);
  }
  if ((await syncedInThisRun()) && store.keys().length > 0) {
    log(`references ${lang}: ${store.keys().length} stored by this build's sync, kept`);
    return;
  }

  const items = await client.listReferences(lang);
  checkShrink(meta, `references ${lang}`, items.length);
  // Started at the first finished detail: both languages share one connection pool, and a clock
  // started at the list would report the wait behind the other language as a slow rate and ETA.
  let started: ReturnType<typeof createProgress> | undefined;
  const progress = {
    tick() {
      started ??= createProgress(`details ${lang}`, items.length, log);
      started.tick();
    },
  };
  const counts = { fetched: 0, reused: 0, missing: 0 };

  await Promise.all(
    items.map(async (item) => {
      const id = String(item.reference_ID);
      const digest = generateDigest(item);
      const stored = store.get<ReferenceEntry>(id);
      if (stored?.digest === digest) {
        counts.reused++;
        progress.tick();
        return;
      }
      let detail: StoredDetail | null;
      if (stored && isUnchanged(stored.data.item, item)) {
        detail = stored.data.detail;
        counts.reused++;
      } else {
        const fresh = await client.getReference(lang, { id: item.reference_ID });
        detail = fresh && storedDetail(fresh);
        if (detail) counts.fetched++;
      }
      progress.tick();
      if (!detail) {
        // Listed but no longer delivered (unpublished between the two calls): skip it, do not fail.
        counts.missing++;
        store.delete(id);
        return;
      }
      const data = await parseData({ id, data: { lang, item: storedItem(item), detail } });
      store.set({ id, data, digest });
    }),
  );

  const listed = new Set(items.map((item) => String(item.reference_ID)));
  for (const id of store.keys()) if (!listed.has(id)) store.delete(id);
  const gone = counts.missing ? `, ${counts.missing} no longer delivered` : '';
  log(
    `references ${lang}: ${items.length} listed, details fetched ${counts.fetched} / reused ${counts.reused}${gone}`,
  );
}

/** The item's fields the site reads (the schema is loose: unknown keys would pass through). */
function storedItem(item: ListItem): StoredItem {
  const keys = Object.keys(StoredItemSchema.shape) as (keyof StoredItem)[];
  return Object.fromEntries(
    keys.filter((key) => item[key] !== undefined).map((key) => [key, item[key]]),
  ) as StoredItem;
}

/**
 * The detail as the pages use it: description sanitized once here, the shared company object
 * dropped. The search text is taken from the raw HTML first (descriptionText): sanitizing drops
 * disallowed block tags without a space, and the static index must read the words the API reads.
 */
export function storedDetail(detail: ReferenceDetail): StoredDetail {
  const { company: _company, ...rest } = detail;
  return {
    ...rest,
    description: sanitizeDescription(detail.description),
    descriptionText: descriptionSearchText(detail.description),
  };
}

/** A detail is reused only when the catalog says the reference did not change since it was stored. */
function isUnchanged(stored: StoredItem, current: ListItem): boolean {
  return Boolean(current.dateupdated) && stored.dateupdated === current.dateupdated;
}
