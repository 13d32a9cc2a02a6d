/**
 * What every channel shows of a reference, in one place: its title, place line, clients, period,
 * card image and page (referenceView), and the rules behind them. The cards, the detail page's
 * facts and JSON-LD, the screen's slides, the feeds, the shortlist's table and the map read them
 * here, so no two channels name a place, a client or an image differently.
 */
import type {
  Client as CatalogClient,
  DetailBranch,
  PropertyField,
  ReferenceCore,
} from '../../catalog/schemas.ts';
import { absoluteUrl } from '../../i18n/routes.ts';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import type { StoredItem } from '../../loaders/schemas.ts';
import type { DetailSummary } from '../../loaders/summary.ts';
import type { RefView } from '../data/siteData.ts';

export type ReferenceView = {
  id: number;
  title: string;
  subtitle: string;
  place: string;
  /** Every client by the name its display type allows, in the catalog's order. */
  clients: string;
  /** As the catalog words it; its machine readings parse this (site/data/projectDates.ts). */
  period: string;
  /** The image a card shows (cardImageSource); undefined: the branch placeholder. */
  cardImage: string | undefined;
  /** The detail page: absolute with a site, else its path. */
  url: string;
};

type Shown = Pick<ReferenceCore, 'projecttitle' | 'subtitle' | 'date'> & Place;

/**
 * A reference as every channel shows it, from its list item or, where the channel holds it, its
 * detail: both carry the same fields (ReferenceCore), and the clients come from the detail's summary.
 */
export function referenceView(
  ref: RefView,
  { from = ref.item, site }: { from?: Shown; site?: URL | string | undefined } = {},
): ReferenceView {
  return {
    id: ref.id,
    title: from.projecttitle.trim(),
    subtitle: from.subtitle.trim(),
    place: placeLine(from),
    clients: clientNames(ref.summary.client),
    period: from.date.trim(),
    cardImage: cardImageSource(ref),
    url: absoluteUrl(ref.path, site),
  };
}

/**
 * The image a card shows: the lead image when the reference is processed (its thumbnail otherwise,
 * the catalog's smaller file), else the list thumbnail; undefined: the branch placeholder.
 */
export function cardImageSource(ref: {
  item: StoredItem;
  summary: DetailSummary;
  processImages: boolean;
}): string | undefined {
  const lead = ref.summary.card;
  const listThumbnail = safeHttpUrl(ref.item.thumbnail);
  return ref.processImages ? (lead?.src ?? listThumbnail) : (lead?.thumb ?? listThumbnail ?? lead?.src);
}

type Place = {
  displayedlocation?: string | undefined;
  location?: string | undefined;
  city?: string | undefined;
  region?: string | undefined;
  country?: string | undefined;
};

/** The place line: the catalog's own `displayedlocation`, else its parts from the smallest up. */
function placeLine(place: Place): string {
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
const clientName = (client: Client): string =>
  client.displayedname?.trim() || client.displayedclientname?.trim() || '';

const clientNames = (clients: readonly Client[] | undefined): string =>
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
