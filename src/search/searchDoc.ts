/**
 * THE contract of what is searchable in a reference (spec 2.3), with field weights.
 *
 * Weights express how strongly a field describes the project as a whole:
 * - projecttitle 10, subtitle 6: written to name the project; a hit there is the best evidence.
 * - branches, reference groups, work fields, services, products 4: curated taxonomy keywords,
 *   short and deliberate, but shared by many references.
 * - location, client, award, partner names 3: precise facts, but about context, not the work.
 * - property values 2: short option labels ("Stahlbeton", "Neubau") attached to many references.
 * - description 1: long prose mentions many things in passing, and every occurrence counts.
 * Personal data (client contact names, addresses) is deliberately not searchable.
 */
import { descriptionSearchText } from './html.ts';
import { indexTokens } from './tokenize.ts';
import type {
  SearchableList,
  SearchablePropertyField,
  SearchableReference,
  SearchableText,
  SearchDoc,
  SearchField,
} from './types.ts';

export type SearchFieldSpec = {
  /** Source path in the detail object; becomes SearchField.name. */
  name: string;
  weight: number;
  values: (ref: SearchableReference) => SearchableText[];
  /** Drop a value whose words already appear, in order, in an earlier value (location parts). */
  dropContained?: boolean;
};

const list = <T>(items: SearchableList<T> | T): T[] => {
  if (Array.isArray(items)) return items.filter((x): x is T => x !== null && x !== undefined);
  return items === null || items === undefined ? [] : [items as T];
};

const propertyValues = (fields: SearchableList<SearchablePropertyField>): SearchableText[] =>
  list(fields).flatMap((f) => [f.value, ...list(f.values)]);

function descriptionOf(r: SearchableReference): SearchableText {
  if (r.descriptionText !== undefined && r.descriptionText !== null) return r.descriptionText;
  return typeof r.description === 'string' ? descriptionSearchText(r.description) : undefined;
}

/** The searchable fields, in one place. Each value becomes its own SearchField (phrases stay inside one). */
export const SEARCH_FIELDS: readonly SearchFieldSpec[] = [
  { name: 'projecttitle', weight: 10, values: (r) => [r.projecttitle] },
  { name: 'subtitle', weight: 6, values: (r) => [r.subtitle] },
  { name: 'branches[].branchname', weight: 4, values: (r) => list(r.branches).map((b) => b.branchname) },
  { name: 'referencegroups[].group', weight: 4, values: (r) => list(r.referencegroups).map((g) => g.group) },
  {
    name: 'services[].workfieldname',
    weight: 4,
    values: (r) => list(r.services).map((s) => s.workfieldname),
  },
  {
    name: 'services[].workfieldservices[].servicename',
    weight: 4,
    values: (r) => list(r.services).flatMap((s) => list(s.workfieldservices).map((w) => w.servicename)),
  },
  {
    name: 'usedproducts[].productname',
    weight: 4,
    values: (r) => list(r.usedproducts).map((p) => p.productname),
  },
  {
    name: 'location',
    weight: 3,
    // displayedlocation usually combines the others ("Kassel, Hessen, Deutschland"); counting
    // "Kassel" twice would only reward the data shape, hence dropContained.
    values: (r) => [r.displayedlocation, r.location, r.city, r.region, r.country],
    dropContained: true,
  },
  {
    name: 'client[].displayedname',
    weight: 3,
    values: (r) => list(r.client).flatMap((c) => [c.displayedname, c.displayedclientname]),
  },
  { name: 'awards[].awardname', weight: 3, values: (r) => list(r.awards).map((a) => a.awardname) },
  { name: 'partners[].companyname', weight: 3, values: (r) => list(r.partners).map((p) => p.companyname) },
  {
    name: 'properties[].fields[].value',
    weight: 2,
    values: (r) => list(r.properties).flatMap((s) => propertyValues(s.fields)),
  },
  { name: 'internalproperties[].value', weight: 2, values: (r) => propertyValues(r.internalproperties) },
  { name: 'description', weight: 1, values: (r) => [descriptionOf(r)] },
];

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

function fieldTexts(spec: SearchFieldSpec, ref: SearchableReference): string[] {
  const texts: string[] = [];
  const seen: string[] = []; // padded word sequences of kept values
  for (const raw of spec.values(ref)) {
    const text = asText(raw);
    const words = indexTokens(text);
    if (words.length === 0) continue;
    const padded = ` ${words.join(' ')} `;
    const duplicate = spec.dropContained ? seen.some((s) => s.includes(padded)) : seen.includes(padded);
    if (duplicate) continue;
    seen.push(padded);
    texts.push(text);
  }
  return texts;
}

/** The searchable fields of one reference in one language (frozen: a vocabulary caches its prepared form). */
export function buildSearchDoc(ref: SearchableReference): SearchDoc {
  const fields: SearchField[] = [];
  for (const spec of SEARCH_FIELDS) {
    for (const text of fieldTexts(spec, ref)) {
      fields.push(Object.freeze({ name: spec.name, text, weight: spec.weight }));
    }
  }
  return Object.freeze({
    id: ref.reference_ID,
    fields: Object.freeze(fields) as SearchField[],
  });
}
