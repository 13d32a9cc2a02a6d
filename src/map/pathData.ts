/**
 * Projected geometry as compact SVG path data: points closer than `tolerance` units to the last
 * kept one are dropped (the outline is drawn at a known scale, finer detail is invisible), and
 * coordinates are written relative to the previous point at one decimal, which is what keeps the
 * shipped base map small. Deltas come from rounded absolute positions, so nothing drifts.
 */
import { type GeoPermissibleObjects, type GeoProjection, type GeoStream, geoStream } from 'd3-geo';

const TENTHS = 10;

function fmt(n: number): string {
  return String(n / TENTHS);
}

/** Serializes one ring or line of projected points; rings need three points, lines two. */
function writeLine(points: number[][], closed: boolean): string {
  if (points.length < (closed ? 3 : 2)) return '';
  let [px, py] = points[0] as [number, number];
  let out = `M${fmt(px)} ${fmt(py)}l`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i] as [number, number];
    const dx = x - px;
    const dy = y - py;
    out += `${i > 1 && dx >= 0 ? ' ' : ''}${fmt(dx)}${dy >= 0 ? ' ' : ''}${fmt(dy)}`;
    px = x;
    py = y;
  }
  return closed ? `${out}z` : out;
}

/** Path data of a GeoJSON object under a projection (its clipping applies). */
export function pathData(object: GeoPermissibleObjects, projection: GeoProjection, tolerance = 0.8): string {
  const parts: string[] = [];
  let line: number[][] = [];
  let inPolygon = false;
  const minSquared = (tolerance * TENTHS) ** 2;
  const sink: GeoStream = {
    point(x, y) {
      const rx = Math.round(x * TENTHS);
      const ry = Math.round(y * TENTHS);
      const last = line[line.length - 1];
      if (last && (rx - (last[0] as number)) ** 2 + (ry - (last[1] as number)) ** 2 < minSquared) return;
      line.push([rx, ry]);
    },
    lineStart() {
      line = [];
    },
    lineEnd() {
      parts.push(writeLine(line, inPolygon));
      line = [];
    },
    polygonStart() {
      inPolygon = true;
    },
    polygonEnd() {
      inPolygon = false;
    },
    sphere() {},
  };
  geoStream(object, projection.stream(sink));
  return parts.join('');
}
