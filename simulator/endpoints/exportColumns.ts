/**
 * Export columns (spec §2.8, §4.6). Base columns always appear; each `options` token adds its
 * column group; field_IDlist adds one `f{field_ID}` column per company field (internal ones too:
 * the export is back-office). The export sees everything: unpublished and non-API references,
 * real client names, unreleased contract data.
 */
import type { Lang, SimReference, SimReferenceTexts } from '../data/model.ts';
import { euros } from '../store/detail.ts';
import type { Lookups } from '../store/lookups.ts';
import { imageCount } from '../store/media.ts';
import { propertyText } from '../store/properties.ts';

export const DEFAULT_EXPORT_OPTIONS = 'd,cl,c,p,l,ql,b,rg,p,lo,cid,cu,cv,i,tag';

type Row = Record<string, string | number | boolean | string[]>;

interface RowSource {
  ref: SimReference;
  texts: SimReferenceTexts | undefined;
  lang: Lang;
  lookups: Lookups;
}

type Column = { name: string; token: string | null; value: (s: RowSource) => Row[string] };

const t = (s: RowSource, key: keyof SimReferenceTexts): string => {
  const v = s.texts?.[key];
  return typeof v === 'string' ? v : '';
};
const firstClient = (s: RowSource) =>
  s.ref.client_IDs.map((id) => s.lookups.clients.get(id)).find((c) => c !== undefined);
const userName = (s: RowSource): string => {
  const u = s.lookups.users.get(s.ref.author_user_ID);
  return u ? `${u.firstname} ${u.lastname}` : '';
};
const groupPath = (s: RowSource, id: number): string => {
  const parts: string[] = [];
  let g = s.lookups.groups.get(id);
  for (let guard = 0; g && guard < 50; guard++) {
    parts.unshift(g.name[s.lang]);
    g = g.parent_ID === null ? undefined : s.lookups.groups.get(g.parent_ID);
  }
  return parts.join(' > ');
};

/** In §2.8 order; token null = always present. */
const COLUMNS: Column[] = [
  { name: 'reference_ID', token: null, value: (s) => s.ref.reference_ID },
  { name: 'customidentifier', token: 'cid', value: (s) => s.ref.customidentifier ?? '' },
  { name: 'projecttitle', token: null, value: (s) => t(s, 'projecttitle') },
  { name: 'published', token: 'p', value: (s) => s.ref.published },
  { name: 'isconfirmed', token: 'c', value: (s) => s.ref.iscountersigned },
  { name: 'datecreated', token: null, value: (s) => s.ref.datecreated },
  { name: 'author', token: null, value: userName },
  { name: 'location', token: null, value: (s) => t(s, 'location') },
  { name: 'zipcode', token: null, value: (s) => s.ref.zip },
  { name: 'city', token: null, value: (s) => t(s, 'city') },
  { name: 'region', token: null, value: (s) => t(s, 'region') },
  { name: 'country', token: null, value: (s) => t(s, 'country') },
  { name: 'date', token: null, value: (s) => t(s, 'date') },
  { name: 'datefrom', token: null, value: (s) => s.ref.datefrom },
  { name: 'dateuntil', token: null, value: (s) => s.ref.dateuntil ?? '' },
  { name: 'subtitle', token: null, value: (s) => t(s, 'subtitle') },
  { name: 'description', token: 'd', value: (s) => t(s, 'description') },
  {
    name: 'branches',
    token: 'b',
    value: (s) => s.ref.branch_IDs.flatMap((id) => s.lookups.branches.get(id)?.name[s.lang] ?? []),
  },
  {
    name: 'referencegroups',
    token: 'rg',
    value: (s) => s.ref.group_IDs.flatMap((id) => s.lookups.groups.get(id)?.name[s.lang] ?? []),
  },
  { name: 'referencegrouppaths', token: 'rgp', value: (s) => s.ref.group_IDs.map((id) => groupPath(s, id)) },
  { name: 'imagecount', token: 'i', value: (s) => imageCount(s.ref) },
  { name: 'tags', token: 'tag', value: (s) => [...s.ref.tags] },
  { name: 'clienttype', token: 'cl', value: (s) => firstClient(s)?.clienttype ?? '' },
  { name: 'clientname', token: 'cl', value: (s) => firstClient(s)?.clientname ?? '' },
  { name: 'clientaddress', token: 'cl', value: (s) => firstClient(s)?.address ?? '' },
  { name: 'clientzip', token: 'cl', value: (s) => firstClient(s)?.zip ?? '' },
  { name: 'clientcity', token: 'cl', value: (s) => firstClient(s)?.city ?? '' },
  { name: 'clientregion', token: 'cl', value: (s) => firstClient(s)?.region ?? '' },
  { name: 'clientcountry', token: 'cl', value: (s) => firstClient(s)?.country[s.lang] ?? '' },
  {
    name: 'contact',
    token: 'cu',
    value: (s) => {
      const c = s.ref.client_IDs.map((id) => s.lookups.clients.get(id)).find((x) => x?.contact)?.contact;
      return c ? `${c.name}, ${c.jobtitle[s.lang]}` : '';
    },
  },
  {
    name: 'companylocationname',
    token: 'lo',
    value: (s) => s.lookups.locations.get(s.ref.location_ID)?.name ?? '',
  },
  {
    name: 'contracttype',
    token: 'cv',
    value: (s) => {
      const c = s.ref.contract;
      if (!c) return '';
      return s.texts?.contracttype ?? s.lookups.contractTypes.get(c.contracttype_ID)?.name[s.lang] ?? '';
    },
  },
  {
    name: 'contractvalue',
    token: 'cv',
    value: (s) => (s.ref.contract ? euros(s.ref.contract.value, s.lang) : ''),
  },
  {
    name: 'referencedetailpagelink',
    token: 'l',
    value: (s) => {
      // Only a reference published in this language has a public detail page in it.
      const base = s.lookups.companies.get(s.ref.company_ID)?.referencePageBase[s.lang];
      const published = s.ref.published ? s.ref.texts[s.lang] : undefined;
      return base && published ? `${base}${published.seolabel}` : '';
    },
  },
  {
    name: 'referencequicklink',
    token: 'ql',
    value: (s) => `${s.lookups.companies.get(s.ref.company_ID)?.quickLinkBase ?? ''}${s.ref.reference_ID}`,
  },
  {
    name: 'markerlistnotes',
    token: 'm',
    value: (s) =>
      s.lookups.data.markerlists
        .filter((m) => m.company_ID === s.ref.company_ID)
        .flatMap((m) =>
          m.entries.filter((e) => e.reference_ID === s.ref.reference_ID && e.note).map((e) => e.note),
        )
        .join('; '),
  },
];

export interface ExportColumnSet {
  names: string[];
  /** Header text per column (field titles for f-columns). */
  headers: string[];
  row(ref: SimReference, lang: Lang): Row;
}

/** The columns selected by `options` (tokens, unknown ones ignored) and `field_IDlist`. */
export function exportColumns(
  lookups: Lookups,
  company_ID: number,
  tokens: Set<string>,
  fieldIds: number[],
  lang: Lang,
): ExportColumnSet {
  const cols = COLUMNS.filter((c) => c.token === null || tokens.has(c.token));
  const fields = fieldIds.flatMap((id) => {
    const f = lookups.fields.get(id);
    return f && f.company_ID === company_ID ? [f] : [];
  });
  return {
    names: [...cols.map((c) => c.name), ...fields.map((f) => `f${f.field_ID}`)],
    headers: [...cols.map((c) => c.name), ...fields.map((f) => f.title[lang])],
    row(ref, rowLang) {
      const texts = exportTexts(ref, rowLang);
      const src: RowSource = { ref, texts, lang: rowLang, lookups };
      const row: Row = {};
      for (const c of cols) row[c.name] = c.value(src);
      for (const f of fields)
        row[`f${f.field_ID}`] = propertyText(
          f,
          ref.properties.find((p) => p.field_ID === f.field_ID),
          rowLang,
        );
      return row;
    },
  };
}

/**
 * Texts of a reference for the export: published texts, else the draft in that language (the
 * export includes unpublished references), else the other language's published text or draft.
 */
export function exportTexts(ref: SimReference, lang: Lang): SimReferenceTexts | undefined {
  const other: Lang = lang === 'de' ? 'en' : 'de';
  return ref.texts[lang] ?? ref.draftTexts[lang] ?? ref.texts[other] ?? ref.draftTexts[other];
}
