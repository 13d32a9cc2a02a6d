/**
 * A link to the project location on openstreetmap.org: no tiles, no script, no request from our
 * pages; the visitor chooses to leave. Invalid or (0,0) coordinates give no link.
 */
export function osmLink(
  latitude: number | undefined,
  longitude: number | undefined,
  zoom = 15,
): string | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  if (latitude === 0 && longitude === 0) return undefined;
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
