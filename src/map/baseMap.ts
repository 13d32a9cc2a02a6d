/**
 * The base geography of the site's map, drawn at build time from Natural Earth (world-atlas,
 * 1:10m countries): the countries with references ("home"), the other countries in view ("land")
 * and the borders between countries, each a <path> with an id in one static SVG.
 * Pages reference the layers with <use href="…#home">, so the geometry is shipped once and
 * cached, and the page's CSS colours them (light and dark theme): the paths carry no fill.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LonLat } from './coords.ts';
import { type MapFrame, projectionOf } from './frame.ts';
import { pathData } from './pathData.ts';

export type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export type BaseLayers = { land: string; home: string; borders: string };

/** Layer ids inside the base SVG file. */
export const LAYERS = ['land', 'home', 'borders'] as const;

export async function loadWorld(): Promise<WorldTopology> {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const file = require.resolve('world-atlas/countries-10m.json');
  return JSON.parse(await readFile(file, 'utf8')) as WorldTopology;
}

/** The frame's corners in degrees, widened: a cheap test of which countries can be in view. */
function viewBounds(frame: MapFrame): [LonLat, LonLat] {
  const projection = projectionOf(frame);
  const lons: number[] = [];
  const lats: number[] = [];
  for (const x of [0, frame.width / 2, frame.width])
    for (const y of [0, frame.height / 2, frame.height]) {
      const p = projection.invert?.([x, y]);
      if (p) {
        lons.push(p[0]);
        lats.push(p[1]);
      }
    }
  const pad = 2;
  return [
    [Math.min(...lons) - pad, Math.min(...lats) - pad],
    [Math.max(...lons) + pad, Math.max(...lats) + pad],
  ];
}

/** Planar bounds of the coordinates (geoBounds is exact but ~1 s for the world at 1:10m). */
function overlaps(shape: Feature<Geometry>, [[w, s], [e, n]]: [LonLat, LonLat]): boolean {
  let [fw, fs, fe, fn] = [180, 90, -180, -90];
  const visit = (coords: unknown): void => {
    if (typeof (coords as number[])[0] === 'number') {
      const [lon, lat] = coords as [number, number];
      fw = Math.min(fw, lon);
      fe = Math.max(fe, lon);
      fs = Math.min(fs, lat);
      fn = Math.max(fn, lat);
    } else for (const c of coords as unknown[]) visit(c);
  };
  if ('coordinates' in shape.geometry) visit(shape.geometry.coordinates);
  // A country across the antimeridian gets bounds around the globe: the projection's clip decides.
  return fw <= e && fe >= w && fs <= n && fn >= s;
}

/** Countries that contain at least one point (tested once per 0.1° cell: thousands of points share cells). */
function homeCountries(shapes: Feature<Geometry>[], points: readonly LonLat[]): Set<Feature<Geometry>> {
  const cells = new Map<string, LonLat>();
  for (const p of points) cells.set(`${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`, p);
  const home = new Set<Feature<Geometry>>();
  for (const p of cells.values()) {
    if ([...home].some((shape) => geoContains(shape, [p[0], p[1]]))) continue;
    const hit = shapes.find((shape) => geoContains(shape, [p[0], p[1]]));
    if (hit) home.add(hit);
  }
  return home;
}

export function baseLayers(world: WorldTopology, frame: MapFrame, points: readonly LonLat[]): BaseLayers {
  const margin = 20;
  const projection = projectionOf(frame).clipExtent([
    [-margin, -margin],
    [frame.width + margin, frame.height + margin],
  ]);
  const all = (feature(world, world.objects.countries) as FeatureCollection).features;
  const view = viewBounds(frame);
  const shapes = all.filter((shape) => overlaps(shape, view));
  const home = homeCountries(shapes, points);
  const collection = (features: Feature<Geometry>[]): FeatureCollection => ({
    type: 'FeatureCollection',
    features,
  });
  const inView = new Set(shapes.map((shape) => shape.id));
  const borders = mesh(
    world,
    world.objects.countries,
    (a, b) => a !== b && (inView.has(a.id) || inView.has(b.id)),
  );
  return {
    land: pathData(collection(shapes.filter((shape) => !home.has(shape))), projection),
    home: pathData(collection([...home]), projection),
    borders: pathData(borders, projection, 0.8),
  };
}

/** The base map as a standalone SVG file: one <path> per layer, addressed by id. */
export function baseSvg(layers: BaseLayers, frame: MapFrame): string {
  const paths = LAYERS.map((id) => `<path id="${id}" d="${layers[id]}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${frame.width} ${frame.height}">${paths}</svg>\n`;
}
