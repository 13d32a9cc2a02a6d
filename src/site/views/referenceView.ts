/**
 * What every channel shows of a reference's place, clients, branches and properties, in one place:
 * the card, the detail page's facts, client list and taxonomy, the screen's slide, the map, JSON-LD
 * and the shortlist's table read them here, so no two channels name a place or a client
 * differently.
 */
import type { Client as CatalogClient, DetailBranch, PropertyField } from '../../catalog/schemas.ts';
import { safeHttpUrl } from '../../lib/safeUrl.ts';

type Place = {
  displayedlocation?: string | undefined;
  location?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
};

/** The place line: the catalog's own `displayedlocation`, else its parts from the smallest up. */
export function placeLine(place: Place): string {
  return (
    place.displayedlocation?.trim() ||
    [place.location, place.city, place.region, place.country]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(', ')
  );
}

type Client = { displayedname?: string | undefined; displayedclientname?: string | undefined };

/** A client's name as its display type allows: the name the catalog releases for display. */
export const clientName = (client: Client): string =>
  client.displayedname?.trim() || client.displayedclientname?.trim() || '';

/** Every client of a reference, by name, in the catalog's order. */
export const clientNames = (clients: readonly Client[] | undefined): string =>
  (clients ?? []).map(clientName).filter(Boolean).join(', ');

/**
 * A client as its display type allows (spec §2.2): the catalog already withholds what may not be
 * shown, so every delivered field is shown; an anonymized client is just its generic label.
 */
export type ClientView = {
  name: string;
  /** The generic label beside a published name, when it says something else. */
  altName: string | undefined;
  /** Street lines and "zip city", each present. */
  address: string[];
  mainbranch: string | undefined;
  /** Contact name and job title, each present. */
  contact: string[];
  profile: string | undefined;
};

const present = (parts: (string | undefined)[]): string[] =>
  parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));

export function clientView(client: CatalogClient): ClientView {
  const name = clientName(client);
  const altName = client.displayedclientname?.trim();
  return {
    name,
    altName: altName && altName !== name ? altName : undefined,
    address: present([client.address, client.address2, [client.zip, client.city].filter(Boolean).join(' ')]),
    mainbranch: client.mainbranch?.trim() || undefined,
    contact: present([client.contact_name, client.contact_jobtitle]),
    profile: safeHttpUrl(client.detailpagelink),
  };
}

/** A branch's trail from the top of the tree to itself (the detail's `path`, which may end before it). */
export function branchTrail(branch: DetailBranch): { branch_ID: number; branchname?: string | undefined }[] {
  const path = [...(branch.path ?? [])];
  if (path.at(-1)?.branch_ID !== branch.branch_ID) path.push(branch);
  return path;
}

/** A property's values as published: its list where it has one, else its single value; blanks left out. */
export function propertyValues(field: PropertyField): string[] {
  const values = (field.values ?? []).map((value) => value.trim()).filter(Boolean);
  return values.length > 0 ? values : [field.value?.trim() ?? ''].filter(Boolean);
}
