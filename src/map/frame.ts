/**
 * The map's frame: one projection for the whole site, fitted to every located reference of both
 * languages (fitExtent), so the base geography is drawn once and every map (all, a branch, a group,
 * a search result, a detail page) is a view into the same coordinate space. The frame is plain
 * data: the build draws with it and the browser rebuilds the same projection from it.
 */
import { type GeoProjection, geoConicConformal, geoNaturalEarth1 } from 'd3-geo';
import type { LonLat } from './coords.ts';

export type MapFrame = {
  /** Conic conformal (a country or region, as national maps are drawn) or a world projection. */
  kind: 'conic' | 'world';
  width: number;
  height: number;
  rotate: [number, number];
  parallels: [number, number];
  scale: number;
  translate: [number, number];
};

export const FRAME_SIZE = 1000;
/** Smallest area shown, in degrees: a catalog in one city still shows its region. */
const MIN_SPAN = { lon: 4, lat: 2.6 };
/** Past this the data spans continents: a conic projection would distort it. */
const WORLD_SPAN = { lon: 90, lat: 50 };
/** Without any located reference: central Europe. */
const FALLBACK: [LonLat, LonLat] = [
  [-5, 42],
  [25, 58],
];

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function bounds(points: readonly LonLat[]): [LonLat, LonLat] {
  if (points.length === 0) return FALLBACK;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lon, lat] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const grow = (lo: number, hi: number, min: number): [number, number] => {
    const pad = Math.max(0, (min - (hi - lo)) / 2);
    return [lo - pad, hi + pad];
  };
  [west, east] = grow(west, east, MIN_SPAN.lon);
  [south, north] = grow(south, north, MIN_SPAN.lat);
  return [
    [Math.max(-180, west), Math.max(-85, south)],
    [Math.min(180, east), Math.min(85, north)],
  ];
}

/** The projection a frame describes (build and browser alike). */
export function projectionOf(frame: MapFrame): GeoProjection {
  const projection =
    frame.kind === 'conic' ? geoConicConformal().parallels(frame.parallels) : geoNaturalEarth1();
  return projection.rotate(frame.rotate).scale(frame.scale).translate(frame.translate);
}

/** Fits the frame to the points' bounding box (at least MIN_SPAN) with a margin. */
export function fitFrame(points: readonly LonLat[], size = FRAME_SIZE): MapFrame {
  const [[west, south], [east, north]] = bounds(points);
  const world = east - west > WORLD_SPAN.lon || north - south > WORLD_SPAN.lat;
  const centre = (west + east) / 2;
  // Standard parallels at 1/6 and 5/6 of the latitude range keep scale error small across it.
  const parallels: [number, number] = [
    round(south + (north - south) / 6, 2),
    round(north - (north - south) / 6, 2),
  ];
  const base: MapFrame = {
    kind: world ? 'world' : 'conic',
    width: size,
    height: size,
    rotate: [round(-centre, 3), 0],
    parallels,
    scale: 1,
    translate: [0, 0],
  };
  // Corners and edge midpoints: a conic projection bends parallels, the corners alone miss the bulge.
  const outline: LonLat[] = [];
  for (const lon of [west, centre, east])
    for (const lat of [south, (south + north) / 2, north]) outline.push([lon, lat]);
  const margin = size * 0.05;
  const fitted = projectionOf(base).fitExtent(
    [
      [margin, margin],
      [size - margin, size - margin],
    ],
    { type: 'MultiPoint', coordinates: outline.map((p) => [p[0], p[1]]) },
  );
  const [tx, ty] = fitted.translate();
  return { ...base, scale: round(fitted.scale(), 3), translate: [round(tx, 3), round(ty, 3)] };
}

/** A point's position in the frame (SVG user units), or undefined where the projection has none. */
export function project(projection: GeoProjection, point: LonLat): [number, number] | undefined {
  const xy = projection([point[0], point[1]]);
  return xy && Number.isFinite(xy[0]) && Number.isFinite(xy[1]) ? [xy[0], xy[1]] : undefined;
}
