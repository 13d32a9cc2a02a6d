/**
 * Catalog part of the data model: companies, credentials, apps, taxonomies, project properties
 * and clients. Re-exported by model.ts; import from there.
 */
import type { Lang, Localized, SimImage } from './modelBasics.ts';

// ---------------------------------------------------------------------------------------------
// Company, users, credentials, apps
// ---------------------------------------------------------------------------------------------

export interface Company {
  company_ID: number;
  companyname: string;
  /** URL slug of the company (list item `uniquename`, MCP `references://by-seo/{uniquename}/…`). */
  uniquename: string;
  address: string;
  address2: string;
  zip: string;
  city: string;
  region: string;
  country: Localized;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  website: string;
  /** Public company profile page (company.detailpagelink). */
  detailpagelink: string;
  teaser: Localized;
  defaultLang: Lang;
  /** Base of public reference detail pages; append the reference's seolabel. */
  referencePageBase: Localized;
  /** Base of short links (export `referencequicklink`); append the reference_ID. */
  quickLinkBase: string;
  /** Release level: may the company's contact data (phone, e-mail) be shown in the detail? */
  releaseContact: boolean;
  phone: string;
  email: string;
  logo: SimImage;
}

/** A branch office; the detail's `responsiblecompanylocation` and export `companylocationname`. */
export interface CompanyLocation {
  location_ID: number;
  company_ID: number;
  name: string;
  address: string;
  zip: string;
  city: string;
  region: string;
  country: Localized;
  phone: string;
  latitude: number;
  longitude: number;
}

export interface SimUser {
  user_ID: number;
  company_ID: number;
  firstname: string;
  lastname: string;
  jobtitle: Localized;
  /** Export login (e-mail). */
  login: string;
  /** Export password (simulator-only secret; never log it). */
  password: string;
  /** Deactivated users: their API keys stop working immediately, export login fails. */
  active: boolean;
  defaultLang: Lang;
}

/** A REST API key (query parameter apiKey). Its company is the owning user's company. */
export interface SimApiKey {
  apiKey: string;
  user_ID: number;
  company_ID: number;
  revoked: boolean;
}

/** A bearer token of the assistant gateway (shared/spec/assistant-gateway.md). */
export interface SimMcpToken {
  token: string;
  company_ID: number;
  user_ID: number;
  scopes: string[];
  /** Timestamp; a token past it is expired. */
  expires: string;
  revoked: boolean;
}

/** Registered app or widget instance (GET /apps/settings). */
export interface SimApp {
  app_UUID: string;
  company_ID: number;
  apptype: string;
  /** Returned as-is by /apps/settings. */
  settings: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Taxonomies (all carry company_ID; each company has its own)
// ---------------------------------------------------------------------------------------------

/** Nested-set node. Children are the nodes whose lft/rgt lie inside the parent's range. */
export interface SimBranch {
  branch_ID: number;
  company_ID: number;
  parent_ID: number | null;
  name: Localized;
  /** ASCII slug per language (see seolabel.ts). */
  seolabel: Localized;
  lft: number;
  rgt: number;
  /** 1 = top level. */
  depth: number;
  /** Sibling order. */
  sortorder: number;
}

export interface SimGroup {
  group_ID: number;
  company_ID: number;
  parent_ID: number | null;
  name: Localized;
  sortorder: number;
}

export interface SimService {
  service_ID: number;
  workfield_ID: number;
  name: Localized;
  seolabel: Localized;
  teaser: Localized;
  description: Localized;
  status: number;
}

export interface SimWorkfield {
  workfield_ID: number;
  company_ID: number;
  name: Localized;
  services: SimService[];
}

/** Project delivery method (search filter method_ID). */
export interface SimMethod {
  method_ID: number;
  company_ID: number;
  name: Localized;
}

export interface SimReferenceType {
  referencetype_ID: number;
  name: Localized;
}

export interface SimProduct {
  product_ID: number;
  company_ID: number;
  productname: Localized;
  teaser: Localized;
  description: Localized;
  /** Manufacturer. */
  companyname: string;
  URL: string;
  status: number;
}

export interface SimPartner {
  partner_ID: number;
  company_ID: number;
  companyname: string;
  detailpagelink: string;
  logo: SimImage;
}

export interface SimAward {
  award_ID: number;
  company_ID: number;
  name: Localized;
  seolabel: Localized;
}

/** Contract type catalog (contracttype is text on the wire). */
export interface SimContractType {
  contracttype_ID: number;
  name: Localized;
}

// ---------------------------------------------------------------------------------------------
// Project properties (company-specific additional fields)
// ---------------------------------------------------------------------------------------------

/** select = single option (→ `value`), multiselect (→ `values`), number with unit (→ `value`). */
export type PropertyKind = 'select' | 'multiselect' | 'number';

export interface PropertyOption {
  option_ID: number;
  label: Localized;
}

export interface PropertyField {
  field_ID: number;
  section_ID: number;
  company_ID: number;
  /** Owning work field (filter definition workfield_ID). */
  workfield_ID: number;
  title: Localized;
  description: Localized;
  kind: PropertyKind;
  /** Wire formtype code (spec leaves codes open): 1 select, 2 multiselect, 3 number. */
  formtype: number;
  status: number;
  /** Company-internal field: never in `properties`; in `internalproperties` only if publiclyVisible. */
  internal: boolean;
  /** Internal field the company flagged as publicly visible (→ internalproperties). */
  publiclyVisible: boolean;
  /** Gets an f{field_ID} filter definition. */
  filterable: boolean;
  /** Unit of number fields, e.g. "m²". */
  unit: string | null;
  /** Empty for number fields. */
  options: PropertyOption[];
  sortorder: number;
}

export interface PropertySection {
  section_ID: number;
  company_ID: number;
  title: Localized;
  teaser: Localized;
  /** Branch the section is bound to (detail `branch_ID`/`branchname`), or null for all. */
  branch_ID: number | null;
  /** Field IDs in display order. */
  field_IDs: number[];
}

/** A reference's value for one field: option_IDs for select/multiselect, number for number. */
export interface SimPropertyValue {
  field_ID: number;
  option_IDs: number[];
  number: number | null;
}

// ---------------------------------------------------------------------------------------------
// Clients
// ---------------------------------------------------------------------------------------------

/**
 * anonymized → only `displayedname` (a generic label such as "Öffentlicher Auftraggeber") may
 * leave the catalog endpoints; named → name, address, profile link, and the contact person only
 * when `contactReleased`. The export sees everything.
 */
export type ClientDisplayType = 'anonymized' | 'named';

export interface SimClient {
  client_ID: number;
  company_ID: number;
  displaytype: ClientDisplayType;
  /** public | municipal | corporate | private (export clienttype). */
  clienttype: 'public' | 'municipal' | 'corporate' | 'private';
  /** What the catalog shows: generic label if anonymized, else the client name. */
  displayedname: Localized;
  /** Real name; always known internally (export clientname). */
  clientname: string;
  address: string;
  address2: string;
  zip: string;
  city: string;
  region: string;
  country: Localized;
  detailpagelink: string;
  /** Client's main industry. */
  mainbranch: Localized;
  contact: { name: string; jobtitle: Localized } | null;
  contactReleased: boolean;
}
