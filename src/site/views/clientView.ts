/**
 * A client as its display type allows (spec §2.2): the catalog already withholds what may not be
 * shown, so every delivered field is shown; an anonymized client is just its generic label. One
 * reading for the fact box (ClientList.astro) and the shortlist's table (tableRow.ts).
 */
import type { Client } from '../../catalog/schemas.ts';
import { safeHttpUrl } from '../../lib/safeUrl.ts';
import { clientName } from './referenceView.ts';

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

export function clientView(client: Client): ClientView {
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
