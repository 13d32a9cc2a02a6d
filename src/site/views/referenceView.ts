/**
 * What every channel shows of a reference's place and client, in one place: the card, the detail
 * page's facts, the client list, the screen's slide. A channel that shows a place or a client
 * reads it here, so the card and the detail page cannot name a place differently.
 */

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
