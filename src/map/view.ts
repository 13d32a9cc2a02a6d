/**
 * The interactive map's pure part: which part of the frame a selection needs (fitView), which
 * supercluster zoom a view corresponds to, and the clusters of a view as markers in frame units.
 * No DOM here (tests/unit/map).
 */
import type { GeoProjection } from 'd3-geo';
import type Supercluster from 'supercluster';
import type { MapFrame } from './frame.ts';
import type { MapPoint } from './pointsFile.ts';

export type ViewBox = { x: number; y: number; w: number; h: number };
export type Placed = { point: MapPoint; x: number; y: number };
export type Marker =
  | { kind: 'point'; x: number; y: number; point: MapPoint }
  | { kind: 'cluster'; x: number; y: number; clusterId: number; count: number };

/** Marker properties: the point's index into the map's located points. */
export type PinProps = { i: number };

export const wholeFrame = (frame: MapFrame): ViewBox => ({ x: 0, y: 0, w: frame.width, h: frame.height });

/**
 * The smallest view with the frame's aspect that holds every point with a margin, never smaller
 * than `minWidth` (one city's references still show their surroundings). All points of the
 * selection are inside it, so the first view's markers account for the whole selection.
 */
export function fitView(
  points: readonly { x: number; y: number }[],
  frame: MapFrame,
  minWidth = frame.width / 8,
): ViewBox {
  if (points.length === 0) return wholeFrame(frame);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const aspect = frame.height / frame.width;
  const margin = 1.16;
  const w = Math.max(minWidth, (x1 - x0) * margin, ((y1 - y0) * margin) / aspect);
  const h = w * aspect;
  return { x: (x0 + x1) / 2 - w / 2, y: (y0 + y1) / 2 - h / 2, w, h };
}

/** The view scaled by `factor` (< 1 zooms in) around its centre, or around `at`. */
export function zoomView(
  view: ViewBox,
  factor: number,
  at = { x: view.x + view.w / 2, y: view.y + view.h / 2 },
): ViewBox {
  return {
    x: at.x - (at.x - view.x) * factor,
    y: at.y - (at.y - view.y) * factor,
    w: view.w * factor,
    h: view.h * factor,
  };
}

/**
 * The supercluster zoom whose pixel size matches the view on screen: supercluster measures its
 * radius in Web Mercator pixels (512 · 2^z around the equator, 1/cos φ larger at latitude φ);
 * the view shows frame.scale · screenWidth / view.w pixels per radian.
 */
export function clusterZoom(
  frame: MapFrame,
  projection: GeoProjection,
  view: ViewBox,
  screenWidth: number,
): number {
  const centre = projection.invert?.([view.x + view.w / 2, view.y + view.h / 2]);
  const cosLat = Math.cos(((centre?.[1] ?? 0) * Math.PI) / 180);
  const pxPerRadian = (frame.scale * screenWidth) / view.w;
  const zoom = Math.log2((pxPerRadian * 2 * Math.PI * cosLat) / 512);
  return Math.max(0, Math.min(20, Math.floor(zoom)));
}

const inside = (view: ViewBox, x: number, y: number) =>
  x >= view.x && x <= view.x + view.w && y >= view.y && y <= view.y + view.h;

/** The clusters and single references whose position lies in the view. */
export function markersIn(
  index: Supercluster<PinProps>,
  placed: readonly Placed[],
  projection: GeoProjection,
  view: ViewBox,
  zoom: number,
): Marker[] {
  const markers: Marker[] = [];
  for (const f of index.getClusters([-180, -85, 180, 85], zoom)) {
    const props = f.properties;
    if ('cluster' in props && props.cluster) {
      const xy = projection(f.geometry.coordinates as [number, number]);
      if (xy && inside(view, xy[0], xy[1]))
        markers.push({
          kind: 'cluster',
          x: xy[0],
          y: xy[1],
          clusterId: props.cluster_id,
          count: props.point_count,
        });
    } else {
      const pin = placed[(props as PinProps).i];
      if (pin && inside(view, pin.x, pin.y))
        markers.push({ kind: 'point', x: pin.x, y: pin.y, point: pin.point });
    }
  }
  // Larger clusters last: drawn on top of the pins they overlap.
  return markers.sort((a, b) => (a.kind === 'cluster' ? a.count : 1) - (b.kind === 'cluster' ? b.count : 1));
}
