/**
 * Internal model of the simulator's deterministic data set (spec: shared/spec/catalog-rest-api.md).
 *
 * The endpoints project these records into the spec's JSON; the model therefore keeps facts
 * (IDs, flags, dates, numbers) apart from language-dependent text, and keeps *everything* the
 * real service knows, including what it must never deliver (unpublished, non-API, internal
 * fields, unreleased contract data). Filtering and release gating are the endpoints' job.
 *
 * Conventions
 * - IDs are positive integers, unique per entity kind across all companies.
 * - Dates: `YYYY-MM-DD`; timestamps: `YYYY-MM-DDTHH:mm:ss` (local time, no zone). The spec leaves
 *   the wire format open, so the endpoints format them.
 * - `Localized` text always exists in both languages (catalog/taxonomy names). Reference texts
 *   instead are `Partial`: a language key exists only if the reference is published in it.
 * - Ordered arrays are in display order.
 * - Catalog types (companies, credentials, taxonomies, properties, clients) live in
 *   catalogModel.ts, languages and images (used by both) in modelBasics.ts; both are re-exported
 *   here: import everything from model.ts.
 * - The data set comes from generateDataset() in index.ts.
 */

export type * from './catalogModel.ts';
export * from './modelBasics.ts';

import type {
  Company,
  CompanyLocation,
  PropertyField,
  PropertySection,
  SimApiKey,
  SimApp,
  SimAward,
  SimBranch,
  SimClient,
  SimContractType,
  SimGroup,
  SimMcpToken,
  SimMethod,
  SimPartner,
  SimProduct,
  SimPropertyValue,
  SimReferenceType,
  SimUser,
  SimWorkfield,
} from './catalogModel.ts';
import type { Lang, SimImage } from './modelBasics.ts';

// ---------------------------------------------------------------------------------------------
// Media
// ---------------------------------------------------------------------------------------------

export type MediaKind =
  | 'video'
  | 'panorama360'
  | 'widestageimages'
  | 'portraitstageimages'
  | 'galleryimages'
  | 'audio'
  | 'presentation_document'
  | 'press_document'
  | 'download_document';

export const MEDIA_KINDS: readonly MediaKind[] = [
  'video',
  'panorama360',
  'widestageimages',
  'portraitstageimages',
  'galleryimages',
  'audio',
  'presentation_document',
  'press_document',
  'download_document',
];

/**
 * MCP media type codes (assistant-gateway §2): 1 gallery, 2 video, 4/5/9 documents, 7 wide stage,
 * 8 portrait stage. 3 (panorama) and 6 (audio) fill the gaps.
 */
export const MEDIA_TYPE_CODE: Record<MediaKind, number> = {
  galleryimages: 1,
  video: 2,
  panorama360: 3,
  presentation_document: 4,
  press_document: 5,
  audio: 6,
  widestageimages: 7,
  portraitstageimages: 8,
  download_document: 9,
};

export interface SimMedia {
  /** Unique across the data set (MCP media://{file_ID}). */
  file_ID: number;
  kind: MediaKind;
  /**
   * File name only, e.g. "1234-2-grundschule.jpg" (.jpg for images and video posters, .mp3, .pdf);
   * the server builds CDN URLs from it.
   */
  filename: string;
  /** Images (gallery, stage, panorama) and video posters: pixel size and recipe; null for audio/documents. */
  image: SimImage | null;
  /** External link for videos (https://…), null otherwise. */
  medialink: string | null;
  /** Byte size of non-image files (documents, audio), for the server's fake payloads. */
  bytes: number;
  isstage: boolean;
}

/** Per-language media text, keyed by file_ID in SimReferenceTexts.media. */
export interface SimMediaText {
  title: string;
  description: string;
  display_text: string;
}

// ---------------------------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------------------------

/** Language-dependent reference content; present only for languages the reference is published in. */
export interface SimReferenceTexts {
  projecttitle: string;
  subtitle: string;
  /** HTML; a few contain hostile markup on purpose (sanitize before rendering). */
  description: string;
  /** ASCII slug, unique per company and language. */
  seolabel: string;
  /** Combined location text, e.g. "Kassel, Hessen, Deutschland". */
  displayedlocation: string;
  location: string;
  city: string;
  region: string;
  country: string;
  continent: string;
  /** Formatted project date or range, e.g. "03/2019 – 11/2021" or "seit 2024". */
  date: string;
  contracttype: string | null;
  /** Titles/descriptions of the reference's media, keyed by file_ID. */
  media: Record<number, SimMediaText>;
  /** Client quotes (confirmed references). */
  countersignstatements: { contactquote_ID: number; statement: string; displayedname: string }[];
  /** Partner roles, keyed by partner_ID. */
  partnerroles: Record<number, string>;
}

export interface SimReference {
  reference_ID: number;
  company_ID: number;
  customidentifier: string | null;
  /** Published in at least one language (texts has that language). */
  published: boolean;
  /** Released to the API channel; catalog endpoints deliver only published && apiChannel. */
  apiChannel: boolean;
  /** Approval status code (spec leaves values open): 1 approved. */
  status: number;
  /** 1 finished, 2 ongoing. */
  projectstatus: number;
  isfeatured: boolean;
  iscountersigned: boolean;
  /** 0 none, 1 requested, 2 countersigned. */
  countersignstatus: number;
  datecountersigned: string | null;
  /** Date the countersignature was requested (orderby countersignrequested). */
  countersignrequested: string | null;
  ongoing: boolean;
  datefrom: string;
  /** null when ongoing. */
  dateuntil: string | null;
  datecreated: string;
  dateupdated: string;
  /** Display name of the last editor. */
  updated_by: string;
  author_user_ID: number;
  /** Manual order (orderby sortorder). */
  sortorder: number;
  /** Last view on any channel (orderby lastviewdate), or null if never viewed. */
  lastviewdate: string | null;
  /** Seed of the API-channel view statistics. */
  viewcount: number;
  referencetype_ID: number;
  branch_IDs: number[];
  group_IDs: number[];
  /** Work fields of the services, plus the work fields without service selection. */
  workfield_IDs: number[];
  service_IDs: number[];
  method_ID: number | null;
  product_IDs: number[];
  properties: SimPropertyValue[];
  latitude: number;
  longitude: number;
  zip: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  /** Responsible company location. */
  location_ID: number;
  client_IDs: number[];
  /** Release-gated: null = not recorded; `released` false = export only. */
  contract: { value: number; currency: 'EUR'; contracttype_ID: number; released: boolean } | null;
  employed: { count: number; released: boolean } | null;
  /** Media per kind, in display order. */
  media: Record<MediaKind, SimMedia[]>;
  awards: { award_ID: number; year: number }[];
  partner_IDs: number[];
  tags: string[];
  /** Language-dependent content (see SimReferenceTexts); a key exists only for published languages. */
  texts: Partial<Record<Lang, SimReferenceTexts>>;
  /**
   * Content written in languages the reference is NOT published in: drafts of unpublished
   * references and untranslated drafts of one-language references. Catalog endpoints must never
   * read it; the export (which includes unpublished references) uses `texts[lang] ?? draftTexts[lang]`.
   */
  draftTexts: Partial<Record<Lang, SimReferenceTexts>>;
}

// ---------------------------------------------------------------------------------------------
// Marker lists (watchlists)
// ---------------------------------------------------------------------------------------------

export interface SimMarkerlist {
  markerlist_ID: number;
  company_ID: number;
  user_ID: number;
  name: string;
  /** In markerlist sort order; notes feed the export's markerlistnotes. */
  entries: { reference_ID: number; sortorder: number; note: string }[];
}

// ---------------------------------------------------------------------------------------------
// Data set
// ---------------------------------------------------------------------------------------------

export interface DatasetMeta {
  seed: number;
  /** References requested for company 1. */
  references: number;
  revision: number;
  /** reference_IDs changed by this revision (empty at revision 0). */
  changed_IDs: number[];
  /** Fixed "today" of the data set (no dates after it except revision bumps). */
  today: string;
}

export interface Dataset {
  meta: DatasetMeta;
  companies: Company[];
  locations: CompanyLocation[];
  users: SimUser[];
  apiKeys: SimApiKey[];
  mcpTokens: SimMcpToken[];
  apps: SimApp[];
  branches: SimBranch[];
  groups: SimGroup[];
  workfields: SimWorkfield[];
  methods: SimMethod[];
  referenceTypes: SimReferenceType[];
  contractTypes: SimContractType[];
  products: SimProduct[];
  partners: SimPartner[];
  awards: SimAward[];
  propertySections: PropertySection[];
  propertyFields: PropertyField[];
  clients: SimClient[];
  /** Sorted by reference_ID; company 1 first. */
  references: SimReference[];
  markerlists: SimMarkerlist[];
}

export interface GenerateOptions {
  /** References of company 1 (default 240). Company 2 always has its own small set. */
  references?: number;
  seed?: number;
  /**
   * 0 = base data. r > 0 applies revisions 1..r cumulatively; each picks `changes` catalog-visible
   * references of company 1, dates them after everything else and appends " (Rev. n)" to their
   * titles (see revisions.ts). SEO labels do not change.
   */
  revision?: number;
  /** References changed per revision; default max(1, 1% of references). */
  changes?: number;
  /** Single edits applied after the revisions, as `kind:ID` or `company` (see edits.ts). */
  edits?: readonly string[];
  /** Markup in every text field and `javascript:` in every third link field (hostile.ts). */
  hostileText?: boolean;
}
