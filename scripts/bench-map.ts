/**
 * Figures of the map for docs/map.md: its data bytes (base geography, per-language coordinates
 * file; raw and gzip), the build-time steps at 10,000 references, and the map bundle's JS bytes
 * in a built dist/ (if there is one). Synthetic references: the simulator's cities with jitter and
 * titles of typical length. Prints the figures; it is no test.
 *   node scripts/bench-map.ts [--references 10000] [--dist dist]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CITIES } from '../simulator/data/vocabulary/places.ts';
import { baseLayers, baseSvg, loadWorld } from '../src/map/baseMap.ts';
import type { LonLat } from '../src/map/coords.ts';
import { fitFrame } from '../src/map/frame.ts';
import { writePointsFile } from '../src/map/pointsFile.ts';

const { values } = parseArgs({
  options: { references: { type: 'string', default: '10000' }, dist: { type: 'string', default: 'dist' } },
});
const n = Number(values.references);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sizes = (text: string) => `${kB(Buffer.byteLength(text))} raw, ${kB(gzipSync(text).length)} gzip`;

let seed = 1;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const sources = Array.from({ length: n }, (_, i) => {
  const city = CITIES[i % CITIES.length] as (typeof CITIES)[number];
  return {
    id: 100000 + i,
    latitude: city.lat + (random() - 0.5) * 0.08,
    longitude: city.lon + (random() - 0.5) * 0.12,
    title: `Neubau einer Grundschule mit Sporthalle und Mensa in ${city.de} (Bauabschnitt ${i % 4})`,
    slug: `neubau-grundschule-sporthalle-mensa-${city.de.toLowerCase().replace(/\W+/g, '-')}-${i}`,
    place: `${city.districts[0]}, ${city.de}`,
  };
});

const time = async <T>(label: string, step: () => T | Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await step();
  console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
};

const points: LonLat[] = sources.map((s) => [s.longitude, s.latitude]);
// Both languages contribute their located references to the one frame.
const frame = await time(`frame over ${(2 * n).toLocaleString('en')} points`, () =>
  fitFrame([...points, ...points]),
);
const world = await time('read world-atlas (countries 1:10m)', loadWorld);
const svg = await time('draw base geography', () => baseSvg(baseLayers(world, frame, points), frame));
const file = await time(`coordinates file, ${n.toLocaleString('en')} references (one language)`, () =>
  writePointsFile(sources, '/de/referenzen/'),
);
console.log(`base geography /geo/base.svg: ${sizes(svg)}`);
console.log(`coordinates file per language: ${sizes(file)}`);

const page = join(values.dist, 'de/karte/index.html');
if (existsSync(page)) {
  const src = /<script type="module" src="([^"]+)"/.exec(readFileSync(page, 'utf8'))?.[1];
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = readFileSync(join(values.dist, path), 'utf8');
    for (const [, dep] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`/_astro/${dep}`);
  };
  if (src) visit(src);
  const js = [...seen].map((path) => readFileSync(join(values.dist, path), 'utf8')).join('');
  console.log(`map page JS (${seen.size} files): ${sizes(js)}`);
  const detail = readdirSync(join(values.dist, 'de/referenzen')).find((d) => d !== 'seite');
  const html = detail ? readFileSync(join(values.dist, 'de/referenzen', detail, 'index.html'), 'utf8') : '';
  const small = /<figure[^>]*data-small-map[\s\S]*?<\/figure>/.exec(html)?.[0] ?? '';
  console.log(`detail page locator map: ${Buffer.byteLength(small)} bytes of HTML`);
}
