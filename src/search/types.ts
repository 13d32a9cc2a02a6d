/** Public data types of the search core (shared by the API simulator and the static search index). */

/** One searchable text of a document; `weight` scales every occurrence found in it (≥ 0). */
export type SearchField = { name: string; text: string; weight: number };

/** The searchable fields of one reference in one language. Treat as immutable once searched. */
export type SearchDoc = { id: number; fields: SearchField[] };

/**
 * One match. `score` orders hits only within the same number of whole-word and of literal terms
 * (see match.ts): keep the order searchDocs returns instead of re-sorting by score.
 */
export type SearchHit = { id: number; score: number; wholeWord: boolean };

/** A leaf value as it may arrive from JSON: numbers are stringified, anything else is ignored. */
export type SearchableText = string | number | null | undefined;
/** Lenient list: absent, null, or holding null entries. */
export type SearchableList<T> = readonly (T | null | undefined)[] | null | undefined;

export type SearchableClient = { displayedname?: SearchableText; displayedclientname?: SearchableText };
export type SearchablePropertyField = {
  value?: SearchableText;
  values?: SearchableList<SearchableText>;
};

/**
 * Structural type: the spec's 2.3 reference detail object, lenient (every field optional except the
 * ID, nulls tolerated, extra fields allowed). `client` may also be a single object (2.1 list items).
 */
export type SearchableReference = {
  reference_ID: number;
  projecttitle?: SearchableText;
  subtitle?: SearchableText;
  /** HTML */
  description?: SearchableText;
  /**
   * The description's search text (descriptionSearchText of the API's HTML), for a copy whose
   * `description` is no longer the API's HTML: the site keeps descriptions sanitized, and the
   * sanitizer drops disallowed block tags without a space (`<div>a</div><div>b</div>` → "ab"),
   * where the API reads two words. Takes precedence over `description`.
   */
  descriptionText?: SearchableText;
  displayedlocation?: SearchableText;
  location?: SearchableText;
  city?: SearchableText;
  region?: SearchableText;
  country?: SearchableText;
  client?: SearchableList<SearchableClient> | SearchableClient;
  branches?: SearchableList<{ branchname?: SearchableText }>;
  referencegroups?: SearchableList<{ group?: SearchableText }>;
  services?: SearchableList<{
    workfieldname?: SearchableText;
    workfieldservices?: SearchableList<{ servicename?: SearchableText }>;
  }>;
  usedproducts?: SearchableList<{ productname?: SearchableText }>;
  properties?: SearchableList<{ fields?: SearchableList<SearchablePropertyField> }>;
  internalproperties?: SearchableList<SearchablePropertyField>;
  awards?: SearchableList<{ awardname?: SearchableText }>;
  partners?: SearchableList<{ companyname?: SearchableText }>;
};
