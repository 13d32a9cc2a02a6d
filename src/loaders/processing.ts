/**
 * What the references loader makes of a fetched list item and detail before it stores them. The
 * store keeps the result and reuses it while the reference's `dateupdated` stays, so a change to
 * this processing must invalidate it: `processingVersion()` digests this module and every module it
 * imports (codeDigest.ts), instead of a number someone has to remember to bump.
 */
import type { ListItem, ReferenceDetail } from '../catalog/schemas.ts';
import { sanitizeDescription } from '../lib/sanitizeHtml.ts';
import { descriptionSearchText } from '../search/html.ts';
import { codeDigest } from './codeDigest.ts';
import { type StoredDetail, type StoredItem, StoredItemSchema } from './schemas.ts';

let version: string | undefined;

/** The digest of the processing code, computed once per process. */
export function processingVersion(): string {
  version ??= codeDigest(new URL(import.meta.url)).digest;
  return version;
}

/** The item's fields the site reads (the catalog schema is loose: unknown keys would pass through). */
export function storedItem(item: ListItem): StoredItem {
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
