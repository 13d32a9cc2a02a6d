/**
 * Filter membership: which references belong to which filter option. THE one place that decides
 * it, used by /references/filters (option counts `c`), /references/search (filter parameters and
 * aggregations), so that an option's `c` always equals the search total for that option.
 *
 * Two kinds of definitions:
 * - key definitions: a reference carries a set of option keys (its work fields, its city, ...);
 *   several values of one parameter match when any key is among them (OR).
 * - range definitions: a reference carries one number; a value is a [min, max) range (or a
 *   `sinceyear` threshold) and matches when the number lies inside.
 */

import type { Localized, PropertyField, SimReference } from './data/model.ts';
import { MEDIA_KINDS, MEDIA_TYPE_CODE } from './data/model.ts';
import { optionLabelsFor, type RangeOption, rangeBuckets, sinceYearThresholds } from './membershipOptions.ts';
import { parseIntStrict } from './server/params.ts';
import { numberText } from './store/properties.ts';
import type { Delivered, LangView } from './store/view.ts';

export interface OptionDef {
  v: string | number;
  d: string;
  min?: number;
  max?: number;
}

interface DefCommon {
  name: string;
  label: string;
  sortmode: 'hitcountdesc' | 'predefined';
  datatype: string;
  formtype: 'multiselect-checkboxes' | 'radiobuttons';
  opened: 1 | 2;
  /** Always listed by /references/filters, even without options. */
  always: boolean;
  /** f{fieldId} definitions only. */
  field?: { internal: 0 | 1; workfield_ID: number };
  /** The option universe in predefined order (getunusedoptions lists all of it). */
  options: OptionDef[];
}

export interface KeyDef extends DefCommon {
  kind: 'keys';
  /** Option keys per reference, by Delivered.index. */
  keys: readonly (readonly string[])[];
  /** Request value → option key, or undefined when malformed. */
  parse(raw: string): string | undefined;
}

export interface RangeDef extends DefCommon {
  kind: 'range';
  /** The reference's number per Delivered.index (undefined = no value). */
  values: readonly (number | undefined)[];
  parse(raw: string): { min: number; max: number } | undefined;
}

export type FilterDef = KeyDef | RangeDef;

export type Matcher = (d: Delivered) => boolean;

const L = (de: string, en: string): Localized => ({ de, en });
const LABELS = {
  selection: L('Auswahl', 'Selection'),
  workfield_ID: L('Leistungsbereich', 'Work field'),
  method_ID: L('Abwicklungsform', 'Delivery method'),
  product_ID: L('Produkte', 'Products'),
  referencetype_ID: L('Referenzart', 'Reference type'),
  city: L('Ort', 'City'),
  sinceyear: L('Seit Jahr', 'Since year'),
  mediatype: L('Medien', 'Media'),
};

const intKey = (raw: string): string | undefined => {
  const n = parseIntStrict(raw);
  return n === undefined ? undefined : String(n);
};
const textKey = (raw: string): string | undefined => {
  const t = raw.trim().toLowerCase();
  return t ? t : undefined;
};

/** The definitions of one view, in the order /references/filters lists them. Built once per view. */
export function filterDefs(view: LangView): FilterDef[] {
  return view.memo('membership:defs', () => buildDefs(view));
}

function buildDefs(view: LangView): FilterDef[] {
  const { lookups, lang, refs } = view;
  const data = lookups.data;
  const cid = view.company_ID;
  const keysOf = (f: (r: SimReference, d: Delivered) => readonly (string | number)[]) =>
    refs.map((d) => uniq(f(d.ref, d)));
  const keyDef = (
    name: keyof typeof LABELS,
    rest: Omit<KeyDef, 'kind' | 'name' | 'label' | 'parse'> & { parse?: KeyDef['parse'] },
  ): KeyDef => ({ kind: 'keys', name, label: LABELS[name][lang], parse: intKey, ...rest });

  const defs: FilterDef[] = [];
  defs.push(
    keyDef('selection', {
      sortmode: 'predefined',
      datatype: 'string',
      formtype: 'radiobuttons',
      opened: 1,
      always: true,
      options: [
        { v: 'all', d: lang === 'de' ? 'Alle Referenzen' : 'All references' },
        { v: 'confirmed', d: lang === 'de' ? 'Bestätigte Referenzen' : 'Confirmed references' },
        { v: 'ongoing', d: lang === 'de' ? 'Laufende Projekte' : 'Ongoing projects' },
      ],
      keys: keysOf((r) => [
        'all',
        ...(r.iscountersigned ? ['confirmed'] : []),
        ...(r.ongoing ? ['ongoing'] : []),
      ]),
      parse: (raw) => {
        const t = raw.trim().toLowerCase();
        return t === 'all' || t === 'confirmed' || t === 'ongoing' ? t : undefined;
      },
    }),
  );
  defs.push(
    keyDef('workfield_ID', {
      sortmode: 'hitcountdesc',
      datatype: 'multi-integer',
      formtype: 'multiselect-checkboxes',
      opened: 1,
      always: false,
      options: data.workfields
        .filter((w) => w.company_ID === cid)
        .map((w) => ({ v: w.workfield_ID, d: w.name[lang] })),
      keys: keysOf((r) => r.workfield_IDs),
    }),
    keyDef('method_ID', {
      sortmode: 'hitcountdesc',
      datatype: 'integer',
      formtype: 'multiselect-checkboxes',
      opened: 2,
      always: false,
      options: data.methods
        .filter((m) => m.company_ID === cid)
        .map((m) => ({ v: m.method_ID, d: m.name[lang] })),
      keys: keysOf((r) => (r.method_ID === null ? [] : [r.method_ID])),
    }),
    keyDef('product_ID', {
      sortmode: 'hitcountdesc',
      datatype: 'multi-integer',
      formtype: 'multiselect-checkboxes',
      opened: 2,
      always: false,
      options: data.products
        .filter((p) => p.company_ID === cid)
        .map((p) => ({ v: p.product_ID, d: p.productname[lang] })),
      keys: keysOf((r) => r.product_IDs),
    }),
    keyDef('referencetype_ID', {
      sortmode: 'predefined',
      datatype: 'integer',
      formtype: 'multiselect-checkboxes',
      opened: 2,
      always: true,
      options: data.referenceTypes.map((t) => ({ v: t.referencetype_ID, d: t.name[lang] })),
      keys: keysOf((r) => [r.referencetype_ID]),
    }),
  );
  defs.push(cityDef(view));
  defs.push(sinceYearDef(view));
  defs.push(
    keyDef('mediatype', {
      sortmode: 'predefined',
      datatype: 'multi-integer',
      formtype: 'multiselect-checkboxes',
      opened: 2,
      always: true,
      options: [...MEDIA_KINDS]
        .sort((a, b) => MEDIA_TYPE_CODE[a] - MEDIA_TYPE_CODE[b])
        .map((k) => ({ v: MEDIA_TYPE_CODE[k], d: optionLabelsFor.mediatype(k, lang) })),
      keys: keysOf((r) =>
        MEDIA_KINDS.filter((k) => (r.media[k] ?? []).length > 0).map((k) => MEDIA_TYPE_CODE[k]),
      ),
    }),
  );
  for (const field of filterableFields(view)) defs.push(propertyDef(view, field));
  return defs;
}

/** Fields with an f{fieldId} filter: filterable, and internal ones only when publicly visible. */
function filterableFields(view: LangView): PropertyField[] {
  return view.lookups.data.propertyFields
    .filter((f) => f.company_ID === view.company_ID && f.filterable && (!f.internal || f.publiclyVisible))
    .sort((a, b) => a.sortorder - b.sortorder || a.field_ID - b.field_ID);
}

function cityDef(view: LangView): KeyDef {
  const seen = new Map<string, string>();
  for (const d of view.refs) {
    const key = textKey(d.texts.city);
    if (key && !seen.has(key)) seen.set(key, d.texts.city.trim());
  }
  return {
    kind: 'keys',
    name: 'city',
    label: LABELS.city[view.lang],
    sortmode: 'hitcountdesc',
    datatype: 'string',
    formtype: 'multiselect-checkboxes',
    opened: 2,
    always: false,
    options: [...seen.values()].map((c) => ({ v: c, d: c })),
    keys: view.refs.map((d) => {
      const key = textKey(d.texts.city);
      return key ? [key] : [];
    }),
    parse: textKey,
  };
}

/** Year a reference counts for: completion year, or the data set's current year while ongoing. */
function referenceYear(ref: SimReference, currentYear: number): number {
  return ref.dateuntil === null ? currentYear : Number(ref.dateuntil.slice(0, 4));
}

function sinceYearDef(view: LangView): RangeDef {
  const currentYear = Number(view.lookups.data.meta.today.slice(0, 4));
  return {
    kind: 'range',
    name: 'sinceyear',
    label: LABELS.sinceyear[view.lang],
    sortmode: 'predefined',
    datatype: 'integer',
    formtype: 'radiobuttons',
    opened: 2,
    always: true,
    options: sinceYearThresholds(currentYear).map((y) => ({
      v: y,
      d: view.lang === 'de' ? `seit ${y}` : `since ${y}`,
      min: y,
      max: currentYear,
    })),
    values: view.refs.map((d) => referenceYear(d.ref, currentYear)),
    parse: (raw) => {
      const y = parseIntStrict(raw);
      return y === undefined ? undefined : { min: y, max: Number.POSITIVE_INFINITY };
    },
  };
}

function propertyDef(view: LangView, field: PropertyField): FilterDef {
  const common = {
    name: `f${field.field_ID}`,
    label: field.title[view.lang],
    opened: 2 as const,
    always: false,
    field: { internal: field.internal ? (1 as const) : (0 as const), workfield_ID: field.workfield_ID },
  };
  const fieldValue = (r: SimReference) => r.properties.find((p) => p.field_ID === field.field_ID);
  if (field.kind === 'number') {
    const companyValues = view.lookups.data.references
      .filter((r) => r.company_ID === view.company_ID && r.published && r.apiChannel)
      .map((r) => fieldValue(r)?.number)
      .filter((n): n is number => typeof n === 'number');
    const buckets: RangeOption[] = rangeBuckets(companyValues);
    return {
      ...common,
      kind: 'range',
      sortmode: 'predefined',
      datatype: 'range',
      formtype: 'multiselect-checkboxes',
      options: buckets.map((b) => ({
        v: `${b.min}-${b.max}`,
        d: `${numberText(b.min, null, view.lang)} – ${numberText(b.max, field.unit, view.lang)}`,
        min: b.min,
        max: b.max,
      })),
      values: view.refs.map((d) => fieldValue(d.ref)?.number ?? undefined),
      parse: parseRange,
    };
  }
  return {
    ...common,
    kind: 'keys',
    sortmode: 'predefined',
    datatype: field.kind === 'multiselect' ? 'multi-integer' : 'integer',
    formtype: 'multiselect-checkboxes',
    options: field.options.map((o) => ({ v: o.option_ID, d: o.label[view.lang] })),
    keys: view.refs.map((d) => uniq(fieldValue(d.ref)?.option_IDs ?? [])),
    parse: intKey,
  };
}

function parseRange(raw: string): { min: number; max: number } | undefined {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  if (!m) return undefined;
  const min = Number(m[1]);
  const max = Number(m[2]);
  return min < max ? { min, max } : undefined;
}

/** Matcher for the request values of one definition, or undefined when no value is well-formed. */
export function matcherFor(def: FilterDef, rawValues: readonly string[]): Matcher | undefined {
  if (def.kind === 'keys') {
    const wanted = new Set(rawValues.map((v) => def.parse(v)).filter((k): k is string => k !== undefined));
    if (wanted.size === 0) return undefined;
    return (d) => (def.keys[d.index] ?? []).some((k) => wanted.has(k));
  }
  const ranges = rawValues.map((v) => def.parse(v)).filter((r) => r !== undefined);
  if (ranges.length === 0) return undefined;
  return (d) => {
    const n = def.values[d.index];
    return n !== undefined && ranges.some((r) => n >= r.min && n < r.max);
  };
}

/**
 * Hit count of every option over `refs`: the test a search with only `name=v` applies, done in one pass
 * (keys are unique per reference, see uniq) because aggregations run on every search.
 */
export function optionCounts(def: FilterDef, refs: readonly Delivered[]): number[] {
  const counts = def.options.map(() => 0);
  if (def.kind === 'keys') {
    const index = new Map(def.options.map((o, i) => [def.parse(String(o.v)) ?? '', i]));
    for (const d of refs)
      for (const k of def.keys[d.index] ?? []) {
        const i = index.get(k);
        if (i !== undefined) counts[i] = (counts[i] ?? 0) + 1;
      }
    return counts;
  }
  const ranges = def.options.map((o) => def.parse(String(o.v)));
  for (const d of refs) {
    const n = def.values[d.index];
    if (n === undefined) continue;
    ranges.forEach((r, i) => {
      if (r && n >= r.min && n < r.max) counts[i] = (counts[i] ?? 0) + 1;
    });
  }
  return counts;
}

/** Distinct keys in first-seen order: a reference counts once per option. */
const uniq = (keys: readonly (string | number)[]): string[] => [...new Set(keys.map(String))];

/**
 * Branch scope shared by search and filters: each listed branch includes its sub-branches.
 * Branches of other companies or unknown IDs add nothing (so they match nothing).
 */
export function branchMatcher(view: LangView, branchIds: readonly number[]): Matcher {
  const allowed = new Set<number>();
  for (const id of branchIds) {
    const b = view.lookups.branches.get(id);
    if (b && b.company_ID === view.company_ID) for (const sub of view.lookups.subtree(b)) allowed.add(sub);
  }
  return (d) => d.ref.branch_IDs.some((id) => allowed.has(id));
}
