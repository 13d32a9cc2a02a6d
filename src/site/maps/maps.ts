import { lonLat } from '../../map/coords.ts';

/**
 * A link to the project location on openstreetmap.org: no tiles, no script, no request from our
 * pages; the visitor chooses to leave. Invalid or (0,0) coordinates give no link.
 */
export function osmLink(
  latitude: number | undefined,
  longitude: number | undefined,
  zoom = 15,
): string | undefined {
  if (!lonLat(latitude, longitude) || latitude === undefined || longitude === undefined) return undefined;
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
