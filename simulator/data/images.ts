/**
 * Real image bytes for the simulator's media URLs: an SVG scene (sky gradient, a motif of simple
 * building shapes, a label) drawn from the recipe's seed and rasterized by sharp. Output is a
 * pure function of (recipe, size, format); a byte-bounded LRU keeps hot images, and a hit returns
 * the very same Buffer (callers may key caches on its identity).
 */
import sharp from 'sharp';
import type { ImageRecipe } from './model.ts';
import { Rng } from './random.ts';

export type ImageFormat = 'jpeg' | 'webp';

export interface RenderOptions {
  width: number;
  height: number;
  format: ImageFormat;
}

/** Largest edge the simulator renders (panoramas are 4096 wide). */
export const MAX_EDGE = 8192;
/** Longest edge the SVG is rasterized at before scaling to the requested size. */
const RENDER_EDGE = 1024;

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number) => Math.round(v * 10) / 10;

function buildings(
  rng: Rng,
  w: number,
  horizon: number,
  color: string,
  count: number,
  maxH: number,
  scale = 1,
): string {
  let out = '';
  let x = rng.int(0, Math.round(w * 0.08));
  for (let i = 0; i < count && x < w; i++) {
    const bw = w * (0.08 + rng.next() * 0.14) * scale;
    const bh = maxH * (0.35 + rng.next() * 0.65);
    out += `<rect x="${n(x)}" y="${n(horizon - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${color}"/>`;
    // Window rows as dashed strokes: far cheaper to rasterize than an SVG <pattern>.
    const win = Math.max(2, w * 0.008);
    let rows = '';
    for (let y = horizon - bh + win * 1.5; y < horizon - win * 2; y += win * 2.6) {
      rows += `M${n(x + win)} ${n(y)}H${n(x + bw - win)}`;
    }
    if (rows) {
      out += `<path d="${rows}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(win * 1.2)}" stroke-dasharray="${n(win)} ${n(win)}"/>`;
    }
    x += bw + w * rng.next() * 0.05;
  }
  return out;
}

function motif(recipe: ImageRecipe, rng: Rng, w: number, h: number, horizon: number): string {
  const [, , main] = recipe.colors;
  switch (recipe.motif) {
    case 'building':
      return buildings(rng, w, horizon, main, rng.int(3, 6), h * 0.45);
    case 'tower':
      return (
        buildings(rng, w, horizon, main, 2, h * 0.3, 0.8) +
        buildings(rng, w, horizon, main, rng.int(1, 2), h * 0.62, 0.9)
      );
    case 'bridge': {
      const deck = horizon - h * 0.14;
      let s = `<rect x="0" y="${n(deck)}" width="${w}" height="${n(h * 0.035)}" fill="${main}"/>`;
      const piers = rng.int(2, 5);
      for (let i = 1; i <= piers; i++) {
        const px = (w / (piers + 1)) * i;
        s += `<rect x="${n(px - w * 0.012)}" y="${n(deck)}" width="${n(w * 0.024)}" height="${n(horizon - deck + h * 0.05)}" fill="${main}"/>`;
      }
      const span = w / (piers + 1);
      for (let i = 0; i <= piers; i++) {
        s += `<path d="M${n(i * span)} ${n(deck)} Q${n(i * span + span / 2)} ${n(deck - h * 0.12)} ${n((i + 1) * span)} ${n(deck)}" stroke="${main}" stroke-width="${n(h * 0.01)}" fill="none"/>`;
      }
      return s;
    }
    case 'water': {
      let s = buildings(rng, w, horizon, main, rng.int(4, 8), h * 0.18, 0.6);
      for (let i = 0; i < 6; i++) {
        const y = horizon + ((h - horizon) / 7) * (i + 1);
        s += `<path d="M0 ${n(y)} Q${n(w / 4)} ${n(y - h * 0.015)} ${n(w / 2)} ${n(y)} T${w} ${n(y)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(h * 0.006)}" fill="none"/>`;
      }
      return s;
    }
    case 'road': {
      const vx = w * (0.35 + rng.next() * 0.3);
      let s = `<path d="M${n(vx - w * 0.01)} ${n(horizon)} L${n(vx + w * 0.01)} ${n(horizon)} L${n(w * 0.85)} ${h} L${n(w * 0.15)} ${h} Z" fill="#4b4f55"/>`;
      s += `<path d="M${n(vx)} ${n(horizon)} L${n(w / 2)} ${h}" stroke="#f4f1e8" stroke-width="${n(w * 0.006)}" stroke-dasharray="${n(h * 0.04)} ${n(h * 0.03)}"/>`;
      return s + buildings(rng, w, horizon, main, rng.int(2, 4), h * 0.16, 0.5);
    }
    case 'logo':
      return '';
  }
}

/** The SVG source of an image; exported for tests and debugging. */
export function imageSvg(recipe: ImageRecipe, width: number, height: number): string {
  const rng = new Rng(recipe.seed);
  const [top, bottom, main] = recipe.colors;
  const label = esc(recipe.label.slice(0, 40));
  const short = Math.min(width, height);
  if (recipe.motif === 'logo') {
    // Bold DejaVu averages ~0.62 em (plus margin) per character; shrink the text until it fits beside the mark.
    const room = width * 0.92 - height * 0.75;
    const size = Math.max(6, Math.min(height * 0.28, room / (0.66 * Math.max(4, recipe.label.length))));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${top}"/><rect x="${n(width * 0.04)}" y="${n(height * 0.2)}" width="${n(height * 0.6)}" height="${n(height * 0.6)}" rx="${n(height * 0.1)}" fill="${main}"/><text x="${n(width * 0.04 + height * 0.75)}" y="${n(height * 0.5 + size * 0.35)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${n(size)}" fill="${main}">${label}</text></svg>`;
  }
  const horizon = height * (0.66 + rng.next() * 0.1);
  const ground = recipe.motif === 'water' ? '#3d6f8e' : '#7d8b6a';
  const font = Math.max(8, short * 0.045);
  const band = font * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#sky)"/>` +
    `<circle cx="${n(width * (0.1 + rng.next() * 0.8))}" cy="${n(horizon * (0.15 + rng.next() * 0.3))}" r="${n(short * 0.06)}" fill="#fff6d5" fill-opacity="0.8"/>` +
    `<rect x="0" y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${ground}"/>` +
    motif(recipe, rng, width, height, horizon) +
    `<rect x="0" y="${n(height - band)}" width="${width}" height="${n(band)}" fill="#000000" fill-opacity="0.45"/>` +
    `<text x="${n(font * 0.6)}" y="${n(height - band / 2 + font * 0.35)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${n(font)}" fill="#ffffff">${label}</text>` +
    `</svg>`
  );
}

/** Byte-bounded LRU; Map iteration order is insertion order, so the first key is the oldest. */
class ByteLru {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [k, v] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= v.length;
    }
  }

  get stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes, maxBytes: this.maxBytes };
  }
}

const CACHE_BYTES = 64 * 1024 * 1024;
let cache = new ByteLru(CACHE_BYTES);
const inFlight = new Map<string, Promise<Buffer>>();

/** Cache occupancy, for tests and diagnostics. */
export function imageCacheStats(): { entries: number; bytes: number; maxBytes: number } {
  return cache.stats;
}

/** Empties the cache; `maxBytes` sets a budget of its own (tests make eviction observable). */
export function clearImageCache(maxBytes = CACHE_BYTES): void {
  cache = new ByteLru(maxBytes);
}

/**
 * Renders the recipe at the requested pixel size. Concurrent requests for the same image share
 * one render; repeated requests are served from the LRU as the identical Buffer.
 */
export function renderImage(recipe: ImageRecipe, options: RenderOptions): Promise<Buffer> {
  const { width, height, format } = options;
  for (const edge of [width, height]) {
    if (!Number.isInteger(edge) || edge < 1 || edge > MAX_EDGE) {
      return Promise.reject(new RangeError(`image edge must be an integer in 1..${MAX_EDGE}`));
    }
  }
  if (format !== 'jpeg' && format !== 'webp')
    return Promise.reject(new RangeError(`unsupported format ${format}`));
  const key = `${recipe.seed}|${recipe.colors.join(',')}|${recipe.motif}|${recipe.label}|${width}x${height}|${format}`;
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  const pending = inFlight.get(key);
  if (pending) return pending;
  // Rasterize at most RENDER_EDGE wide and upscale: the scene is flat shapes, so detail is not
  // lost, and the cost no longer grows with the requested size (only encoding does).
  const scale = Math.min(1, RENDER_EDGE / Math.max(width, height));
  const sw = Math.max(1, Math.round(width * scale));
  const sh = Math.max(1, Math.round(height * scale));
  let image = sharp(Buffer.from(imageSvg(recipe, sw, sh)));
  if (sw !== width || sh !== height) image = image.resize(width, height, { fit: 'fill', kernel: 'cubic' });
  // The scene is opaque; an alpha channel would only cost encoding time (and bytes in WebP).
  image = image.removeAlpha();
  // Low-effort encoders: these are placeholders, speed matters more than compression.
  const encoded =
    format === 'jpeg'
      ? image.jpeg({ quality: 78, mozjpeg: false, optimiseCoding: false })
      : image.webp({ quality: 75, effort: 0 });
  const job = encoded
    .toBuffer()
    .then((bytes) => {
      cache.set(key, bytes);
      return bytes;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
