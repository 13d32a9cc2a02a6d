import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { lonLat } from '../../../src/map/coords.ts';
import { fitFrame, project, projectionOf } from '../../../src/map/frame.ts';
import { pathData } from '../../../src/map/pathData.ts';
import { readPointsFile, writePointsFile } from '../../../src/map/pointsFile.ts';
import { clusterZoom, fitView, markersIn, type PinProps, type Placed } from '../../../src/map/view.ts';

const CITIES: [number, number][] = [
  [9.48, 51.31], // Kassel
  [13.4, 52.52], // Berlin
  [11.58, 48.14], // Munich
  [6.96, 50.94], // Cologne
  [9.99, 53.55], // Hamburg
];

describe('frame', () => {
  it('fits every point inside the frame with a margin', () => {
    const frame = fitFrame(CITIES);
    const projection = projectionOf(frame);
    for (const city of CITIES) {
      const [x, y] = project(projection, city) as [number, number];
      expect(x).toBeGreaterThan(frame.width * 0.04);
      expect(x).toBeLessThan(frame.width * 0.96);
      expect(y).toBeGreaterThan(frame.height * 0.04);
      expect(y).toBeLessThan(frame.height * 0.96);
    }
    expect(frame.kind).toBe('conic');
  });

  it('shows a region around a single city, and a world projection for points across continents', () => {
    const one = fitFrame([[9.48, 51.31]]);
    const projection = projectionOf(one);
    const [x0] = projection([7.5, 51.31]) as [number, number];
    const [x1] = projection([11.5, 51.31]) as [number, number];
    expect(x0).toBeGreaterThanOrEqual(0);
    expect(x1).toBeLessThanOrEqual(one.width);
    expect(fitFrame([...CITIES, [-74, 40.7], [139.7, 35.7]]).kind).toBe('world');
  });

  it('is plain data: the browser rebuilds the same projection from JSON', () => {
    const frame = fitFrame(CITIES);
    const again = projectionOf(JSON.parse(JSON.stringify(frame)));
    expect(again([9.48, 51.31])).toEqual(projectionOf(frame)([9.48, 51.31]));
  });
});

describe('coordinates', () => {
  it('treats missing, out-of-range and (0,0) coordinates as no location', () => {
    expect(lonLat(51.3, 9.5)).toEqual([9.5, 51.3]);
    expect(lonLat(undefined, 9.5)).toBeUndefined();
    expect(lonLat(0, 0)).toBeUndefined();
    expect(lonLat(91, 9)).toBeUndefined();
    expect(lonLat(Number.NaN, 9)).toBeUndefined();
  });
});

describe('points file', () => {
  it('keeps every reference, located or not, with what a marker needs', () => {
    const json = writePointsFile(
      [
        {
          id: 1,
          latitude: 51.312345678,
          longitude: 9.479712,
          title: 'Brücke',
          slug: 'bruecke-kassel',
          place: 'Kassel',
        },
        { id: 2, latitude: 0, longitude: 0, title: 'Schule', slug: 'schule', place: '' },
      ],
      '/de/referenzen/',
    );
    const points = readPointsFile(JSON.parse(json));
    expect(points).toEqual([
      {
        id: 1,
        at: [9.4797, 51.3123],
        title: 'Brücke',
        url: '/de/referenzen/bruecke-kassel/',
        place: 'Kassel',
      },
      { id: 2, at: undefined, title: 'Schule', url: '/de/referenzen/schule/', place: '' },
    ]);
  });

  it('refuses a file of another format', () => {
    expect(() => readPointsFile({ rows: [] })).toThrow();
  });
});

describe('clusters to markers', () => {
  const frame = fitFrame(CITIES);
  const projection = projectionOf(frame);
  // 40 references in Kassel, 1 in each other city.
  const at: [number, number][] = [
    ...Array.from({ length: 40 }, (_, i) => [9.48 + (i % 7) * 0.01, 51.31 + i * 0.001] as [number, number]),
    ...CITIES.slice(1),
  ];
  const placed: Placed[] = at.map((p, i) => {
    const [x, y] = project(projection, p) as [number, number];
    return { point: { id: i + 1, at: p, title: `R${i}`, url: `/r${i}/`, place: '' }, x, y };
  });
  const index = new Supercluster<PinProps>({ radius: 44, maxZoom: 16 });
  index.load(
    placed.map((p, i) => ({
      type: 'Feature',
      properties: { i },
      geometry: { type: 'Point', coordinates: [...(p.point.at ?? [0, 0])] },
    })),
  );

  it('accounts for every reference of the fitted view exactly once', () => {
    const view = fitView(placed, frame);
    const zoom = clusterZoom(frame, projection, view, 700);
    const markers = markersIn(index, placed, projection, view, zoom);
    const sum = markers.reduce((n, m) => n + (m.kind === 'cluster' ? m.count : 1), 0);
    expect(sum).toBe(placed.length);
    expect(markers.some((m) => m.kind === 'cluster' && m.count >= 40)).toBe(true);
  });

  it('splits clusters as the view zooms in', () => {
    const kassel = placed.slice(0, 40);
    const close = fitView(kassel, frame, 1);
    const zoom = clusterZoom(frame, projection, close, 700);
    expect(zoom).toBeGreaterThan(clusterZoom(frame, projection, fitView(placed, frame), 700));
    const markers = markersIn(index, placed, projection, close, zoom);
    expect(markers.filter((m) => m.kind === 'point').length).toBeGreaterThan(1);
  });
});

describe('path data', () => {
  it('writes compact relative path data and drops rings smaller than the tolerance', () => {
    const projection = projectionOf(fitFrame(CITIES));
    const square = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [8, 50],
          [8, 52],
          [10, 52],
          [10, 50],
          [8, 50],
        ],
      ],
    };
    const d = pathData(square, projection);
    expect(d).toMatch(/^M[\d.]+ [\d.]+l[-\d. ]+z$/);
    const tiny = {
      ...square,
      coordinates: [
        square.coordinates[0]?.map(([x, y]) => [(x ?? 0) * 1e-4 + 9, (y ?? 0) * 1e-4 + 51]) ?? [],
      ],
    };
    expect(pathData(tiny, projection)).toBe('');
  });
});
