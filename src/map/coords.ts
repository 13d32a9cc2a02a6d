/**
 * Which references have a location the map can show. One rule for the map, its counts and the
 * OpenStreetMap link: numbers in range, and not (0,0), which catalogs use for "not set".
 */
export type LonLat = readonly [lon: number, lat: number];

export function lonLat(latitude: unknown, longitude: unknown): LonLat | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  if (latitude === 0 && longitude === 0) return undefined;
  return [longitude, latitude];
}
