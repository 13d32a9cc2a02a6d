/**
 * Test hooks beyond the spec: a catalog on a bad day. `quirks` serves a reference in the
 * representations production JSON APIs commonly emit instead of the spec's (null for an empty text
 * or list, numbers as strings, 0/1 and "true"/"false" for booleans, "" for a missing coordinate).
 * Every variant is one the site's schemas accept and read back to exactly the clean value, so a
 * build through them publishes the same pages. `drift` breaks a reference's meaning instead: its
 * title served as a number, in the list and in the detail. `goneMedia` answers 404 for a
 * reference's media files while the catalog still lists them (deleted at the CDN).
 */
import type { ResolvedOptions } from '../options.ts';

type Json = Record<string, unknown>;

/** Text fields the spec requires on list items and details: "" may come as null. */
const REQUIRED_TEXTS = [
  'subtitle',
  'displayedlocation',
  'continent',
  'country',
  'region',
  'city',
  'location',
];
/** Spec numbers served as numeric strings. */
const NUMBERS = ['reference_ID', 'latitude', 'longitude', 'status', 'projectstatus', 'lang_ID'];
/** Spec booleans, each in one of the forms seen in the wild. */
const BOOLEANS: Record<string, (value: boolean) => unknown> = {
  ispublished: (value) => (value ? 1 : 0),
  isfeatured: (value) => (value ? 1 : 0),
  iscountersigned: (value) => String(value),
  isconfirmed: (value) => String(value),
};
/** Optional fields of each answer that may come as null when there is nothing to say. */
const NULLABLE = {
  item: ['client', 'dateupdated', 'updated_by'],
  detail: ['client', 'contractvalue', 'contracttype', 'employed', 'responsiblecompanylocation'],
};

/** Whether a reference gets quirks: chosen, or one of a deterministic share (by ID, seed-independent). */
export function hasQuirks(options: ResolvedOptions, id: number): boolean {
  if (options.quirkReferences.has(id)) return true;
  // Knuth's multiplicative hash spreads consecutive IDs over [0, 1).
  return options.quirkShare > 0 && ((id * 2654435761) >>> 0) / 2 ** 32 < options.quirkShare;
}

/** A list item or detail as a catalog on a bad day writes it (the same content). */
export function withQuirks(body: Json, kind: keyof typeof NULLABLE): Json {
  const out: Json = { ...body };
  for (const key of REQUIRED_TEXTS) if (out[key] === '') out[key] = null;
  for (const key of NUMBERS) if (typeof out[key] === 'number') out[key] = String(out[key]);
  for (const key of ['latitude', 'longitude']) if (!(key in out)) out[key] = '';
  for (const [key, write] of Object.entries(BOOLEANS))
    if (typeof out[key] === 'boolean') out[key] = write(out[key] as boolean);
  for (const key of NULLABLE[kind]) if (!(key in out)) out[key] = null;
  for (const [key, value] of Object.entries(out))
    if (Array.isArray(value) && value.length === 0) out[key] = null;
  // The list item's company is typed by the spec; the detail's carries undocumented fields (§2.9).
  if (kind === 'item' && out.company && typeof out.company === 'object' && 'company_ID' in out.company)
    out.company = { ...out.company, company_ID: String(out.company.company_ID) };
  return out;
}

/** The reference with its title served as a number: drift a schema must reject. */
export const withDrift = (body: Json, id: number): Json => ({ ...body, projecttitle: id });

/** The file IDs of the references whose media files are gone from the CDN. */
export function goneFileIds(
  options: ResolvedOptions,
  mediaOf: (id: number) => Iterable<{ file_ID: number }>,
): Set<number> {
  const gone = new Set<number>();
  for (const id of options.goneMediaReferences) for (const media of mediaOf(id)) gone.add(media.file_ID);
  return gone;
}
