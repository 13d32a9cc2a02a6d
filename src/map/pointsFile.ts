/**
 * The per-language coordinates file the interactive maps load (/geo/<lang>/points.json): only
 * what a marker and the "without location" list need. One row per published reference, located
 * or not, so a map can count and list the references it cannot place:
 *   { "v": 1, "base": "/de/referenzen/", "rows": [[id, lat, lon, title, slug, place], …] }
 * lat/lon are null without a location; coordinates at 4 decimals (~10 m) are plenty for a pin.
 */
import { type LonLat, lonLat } from './coords.ts';

export type PointSource = {
  id: number;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  title: string;
  slug: string;
  place: string;
};

type Row = [id: number, lat: number | null, lon: number | null, title: string, slug: string, place: string];
export type PointsFile = { v: 1; base: string; rows: Row[] };

/** A reference as a map sees it: located (at) or not. */
export type MapPoint = { id: number; at: LonLat | undefined; title: string; url: string; place: string };

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

export function writePointsFile(sources: readonly PointSource[], base: string): string {
  const rows: Row[] = sources.map((s) => {
    const at = lonLat(s.latitude, s.longitude);
    return [s.id, at ? round4(at[1]) : null, at ? round4(at[0]) : null, s.title, s.slug, s.place];
  });
  const file: PointsFile = { v: 1, base, rows };
  return JSON.stringify(file);
}

export function readPointsFile(json: unknown): MapPoint[] {
  const file = json as PointsFile;
  if (file?.v !== 1 || !Array.isArray(file.rows)) throw new Error('map: unknown points file');
  return file.rows.map(([id, lat, lon, title, slug, place]) => ({
    id,
    at: lonLat(lat, lon),
    title,
    url: `${file.base}${encodeURIComponent(slug)}/`,
    place,
  }));
}
