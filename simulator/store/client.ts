/**
 * Client objects (spec §2.2) follow each client's display type: an anonymized client leaves the
 * catalog only as its generic `displayedname`; a named client adds name, address and profile link,
 * and the contact person only when the client released it.
 */
import type { Lang, SimClient } from '../data/model.ts';

export function clientObject(client: SimClient, lang: Lang): Record<string, string> {
  if (client.displaytype === 'anonymized') return { displayedname: client.displayedname[lang] };
  const out: Record<string, string> = {
    displayedname: client.displayedname[lang],
    displayedclientname: client.clientname,
    address: client.address,
    address2: client.address2,
    zip: client.zip,
    city: client.city,
    detailpagelink: client.detailpagelink,
    mainbranch: client.mainbranch[lang],
  };
  if (client.contactReleased && client.contact) {
    out.contact_name = client.contact.name;
    out.contact_jobtitle = client.contact.jobtitle[lang];
  }
  return out;
}
