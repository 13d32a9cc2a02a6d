/**
 * schema.org structured data: the company as an Organization on every page, each reference as a
 * CreativeWork (its project) with place and period. Only fields the catalog delivered are set.
 */

import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { parseProjectPeriod, temporalCoverage } from '../data/projectDates.ts';
import type { CompanyLike } from '../data/siteData.ts';

type JsonObject = Record<string, unknown>;

/** Drops undefined, empty strings and empty objects, so the output carries only delivered facts. */
export function compact<T extends JsonObject>(value: T): T {
  const out: JsonObject = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || entry === null || entry === '') continue;
    if (Array.isArray(entry) && entry.length === 0) continue;
    if (typeof entry === 'object' && !Array.isArray(entry) && Object.keys(entry).length === 0) continue;
    out[key] = entry;
  }
  return out as T;
}

function postalAddress(parts: {
  street?: string | undefined;
  zip?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
}): JsonObject | undefined {
  const address = compact({
    streetAddress: parts.street,
    postalCode: parts.zip,
    addressLocality: parts.city,
    addressRegion: parts.region,
    addressCountry: parts.country,
  });
  return Object.keys(address).length > 0 ? { '@type': 'PostalAddress', ...address } : undefined;
}

function organizationId(siteUrl: string): string {
  return new URL('/#organization', siteUrl).href;
}

/** What the assistant gateway's company profile adds: the teaser and the company's own website. */
export type ProfileLike = {
  teaser?: string | undefined;
  website?: string | undefined;
  location?: string | undefined;
};

export function organizationLd(
  company: CompanyLike,
  siteUrl: string,
  logoUrl?: string,
  profile?: ProfileLike,
): JsonObject {
  const sameAs = [safeHttpUrl(profile?.website), company.detailpagelink].filter((url): url is string =>
    Boolean(url),
  );
  return compact({
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.companyname,
    description: profile?.teaser?.trim() || undefined,
    url: siteUrl,
    sameAs: sameAs.length > 0 ? [...new Set(sameAs)] : undefined,
    logo: logoUrl,
    address: postalAddress({
      street: company.address,
      zip: company.zip,
      city: company.city,
      region: company.region,
      country: company.country,
    }),
  });
}

/**
 * The company on every page but the home page: name and link, its full node (description, address,
 * sameAs) is the home page's (organizationLd), the same @id.
 */
export function organizationRefLd(company: CompanyLike, siteUrl: string): JsonObject {
  return compact({
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.companyname,
    url: siteUrl,
  });
}

export type ReferenceLdInput = {
  url: string;
  lang: string;
  title: string;
  subtitle?: string | undefined;
  /** Plain text. */
  description?: string | undefined;
  date?: string | undefined;
  dateCreated?: string | undefined;
  dateModified?: string | undefined;
  place: {
    name?: string | undefined;
    city?: string | undefined;
    region?: string | undefined;
    country?: string | undefined;
    latitude?: number | undefined;
    longitude?: number | undefined;
  };
  image?: string | undefined;
  keywords?: string[];
  awards?: string[];
};

/** A reference as the CreativeWork documenting the project (schema.org has no stable "Project" type for this). */
export function referenceLd(input: ReferenceLdInput, siteUrl: string): JsonObject {
  const { place } = input;
  const geo =
    typeof place.latitude === 'number' && typeof place.longitude === 'number'
      ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
      : undefined;
  const address = postalAddress({ city: place.city, region: place.region, country: place.country });
  // One Place, referred to a second time by its @id (it is where the work was made and what it shows).
  const placeId = `${input.url}#place`;
  const location =
    place.name || address || geo
      ? compact({ '@type': 'Place', '@id': placeId, name: place.name, address, geo })
      : undefined;
  return compact({
    // No @id: nothing refers to the reference's node (the place has one, contentLocation refers to it).
    '@type': 'CreativeWork',
    // `url` names the page it is the subject of (mainEntityOfPage said the same again on ~20,000 pages).
    url: input.url,
    inLanguage: input.lang,
    name: input.title,
    alternativeHeadline: input.subtitle,
    description: input.description,
    temporalCoverage: temporalCoverage(parseProjectPeriod(input.date)),
    dateCreated: isoDate(input.dateCreated),
    dateModified: isoDate(input.dateModified),
    locationCreated: location,
    contentLocation: location && { '@id': placeId },
    image: input.image,
    keywords: input.keywords?.length ? input.keywords.join(', ') : undefined,
    award: input.awards,
    creator: { '@id': organizationId(siteUrl) },
    publisher: { '@id': organizationId(siteUrl) },
  });
}

/** Date-like catalog strings are only used when they are ISO dates (the spec leaves the format open). */
export function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?/.test(value)
    ? value.replace(' ', 'T')
    : undefined;
}

/** A JSON-LD document ready for a <script> element: `<` is escaped, so no value can close the element. */
export function jsonLdScript(graph: JsonObject[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph });
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
