/**
 * Test hooks beyond the spec: a catalog on a bad day. `quirks` serves a reference in the
 * representations production JSON APIs commonly emit instead of the spec's (null for an empty text
 * or list, numbers as strings, 0/1 and "true"/"false" for booleans, "" for a missing coordinate).
 * It also writes what a typed serializer writes: a numeric text as a number, a one-element list as
 * its one object, `{}` for an empty collection, timestamps with a space or with their zone.
 * Every variant is one the site's schemas accept and read back to exactly the clean value, so a
 * build through them publishes the same pages. `drift` breaks a reference's meaning instead: its
 * title served as an object, in the list, the search and the detail. `goneMedia` answers 404 for a
 * reference's media files and its partners' logos while the catalog still lists them (deleted at
 * the CDN).
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

/** Timestamps of a list item: written with a space, or as the instant with its zone. */
const TIMESTAMPS = ['datecreated', 'dateupdated', 'datecountersigned'];
/** Lists a serializer unwraps when they hold one object. */
const UNWRAPPED = ['client', 'referencegroups', 'branches'];

/** A numeric text written as a number, where that reads back as the same text ("25", not "025"). */
const typedNumber = (value: unknown): unknown =>
  typeof value === 'string' && value !== '' && String(Number(value)) === value ? Number(value) : value;

const berlin = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'short',
  timeStyle: 'medium',
});
/**
 * `2024-05-01T10:00:00` (the catalog's wall time, Europe/Berlin) as the instant with its zone
 * (`2024-05-01T08:00:00.000Z`), or with a space where that instant is ambiguous (a DST switch).
 */
function zoned(stamp: string, id: number): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(stamp)) return stamp;
  const spaced = stamp.replace('T', ' ');
  if (id % 2 === 0) return spaced;
  const guess = Date.parse(`${stamp}Z`);
  const offset = Date.parse(`${berlin.format(guess).replace(' ', 'T')}Z`) - guess;
  const instant = new Date(guess - offset);
  return berlin.format(instant).replace(' ', 'T') === stamp ? instant.toISOString() : spaced;
}

/** Property values written as the numbers they are. */
function typedProperties(properties: unknown): unknown {
  if (!Array.isArray(properties)) return properties;
  return properties.map((section: Json) => ({
    ...section,
    fields: (section.fields as Json[] | undefined)?.map((field) =>
      'value' in field ? { ...field, value: typedNumber(field.value) } : field,
    ),
  }));
}

/** A list item or detail as a catalog on a bad day writes it (the same content). */
export function withQuirks(body: Json, kind: keyof typeof NULLABLE): Json {
  const out: Json = { ...body };
  const id = Number(out.reference_ID);
  for (const key of REQUIRED_TEXTS) if (out[key] === '') out[key] = null;
  for (const key of NUMBERS) if (typeof out[key] === 'number') out[key] = String(out[key]);
  for (const key of ['latitude', 'longitude']) if (!(key in out)) out[key] = '';
  for (const [key, write] of Object.entries(BOOLEANS))
    if (typeof out[key] === 'boolean') out[key] = write(out[key] as boolean);
  for (const key of TIMESTAMPS) if (typeof out[key] === 'string') out[key] = zoned(out[key] as string, id);
  for (const key of UNWRAPPED) {
    const value = out[key];
    if (Array.isArray(value) && value.length === 1) out[key] = value[0];
  }
  if ('properties' in out) out.properties = typedProperties(out.properties);
  for (const key of NULLABLE[kind]) if (!(key in out)) out[key] = null;
  // Empty lists as null or as an empty map, by key, so both are served.
  for (const [key, value] of Object.entries(out))
    if (Array.isArray(value) && value.length === 0) out[key] = key.length % 2 ? null : {};
  // The list item's company is typed by the spec; the detail's carries undocumented fields (§2.9).
  if (kind === 'item' && out.company && typeof out.company === 'object' && 'company_ID' in out.company)
    out.company = { ...out.company, company_ID: String(out.company.company_ID) };
  return out;
}

/**
 * The reference with its title served as an object (a translation map where text belongs): drift a
 * schema must reject, since no one text is meant.
 */
export const withDrift = (body: Json): Json => ({ ...body, projecttitle: { text: body.projecttitle } });

/** A list or search item, or a detail, as the bad-day hooks serve it. */
export function badDay(options: ResolvedOptions, body: Json, kind: keyof typeof NULLABLE): Json {
  const id = Number(body.reference_ID);
  const quirky = hasQuirks(options, id) ? withQuirks(body, kind) : body;
  return options.driftReferences.has(id) ? withDrift(quirky) : quirky;
}

/** What the CDN no longer has: media file IDs, and logo owners (`partner-12`). */
export type GoneMedia = { files: ReadonlySet<number>; logos: ReadonlySet<string> };

/** The media files and partner logos of the references whose media are gone from the CDN. */
export function goneMedia(
  options: ResolvedOptions,
  reference: (
    id: number,
  ) => { media: Iterable<{ file_ID: number }>; partner_IDs: readonly number[] } | undefined,
): GoneMedia {
  const files = new Set<number>();
  const logos = new Set<string>();
  for (const id of options.goneMediaReferences) {
    const ref = reference(id);
    for (const media of ref?.media ?? []) files.add(media.file_ID);
    for (const partner of ref?.partner_IDs ?? []) logos.add(`partner-${partner}`);
  }
  return { files, logos };
}
