/**
 * The CDN stand-in: `/media/{file_ID}/{variant}/{filename}` and
 * `/media/logos/{company|partner}-{id}/{variant}/logo.jpg`. Images are real JPEG/WebP bytes from
 * renderImage; documents and audio are small deterministic payloads of the right type. Answers
 * carry a strong ETag and a long immutable Cache-Control, like a CDN; If-None-Match gives 304.
 * Media is public (no apiKey), like CDN URLs, and not subject to the fault hooks.
 */
import { createHash } from 'node:crypto';
import type { SimImage } from '../data/model.ts';
import type { GoneMedia } from '../server/quirks.ts';
import { empty, type Reply } from '../server/reply.ts';
import type { Lookups } from '../store/lookups.ts';
import { FILE_VARIANT, variantSize } from '../store/media.ts';

// sharp loads on the first image request, not at start: most runs (tests, builds) need few images.
let images: Promise<typeof import('../data/images.ts')> | undefined;
const loadImages = () => {
  images ??= import('../data/images.ts');
  return images;
};

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
};
/** Upper bound of generated document/audio payloads, whatever size the data set claims. */
const MAX_FAKE_BYTES = 256 * 1024;

/** `gone`: files and logos deleted at the CDN (a test hook, server/quirks.ts), answered 404 like unknown files. */
export function mediaServer(lookups: Lookups, gone: GoneMedia = { files: new Set(), logos: new Set() }) {
  return async (pathname: string, ifNoneMatch: string | undefined, head = false): Promise<Reply | null> => {
    const parts = pathname.split('/').slice(2).map(safeDecode);
    if (parts.some((p) => p === null)) return null;
    const [a, b, c, d] = parts as string[];
    if (a === 'logos' && b && c && d === 'logo.jpg' && parts.length === 4) {
      const image = gone.logos.has(b) ? undefined : logoImage(lookups, b);
      return image ? imageReply(image, c, 'jpg', ifNoneMatch, head) : null;
    }
    if (parts.length !== 3 || !a || !b || !c || !/^\d+$/.test(a)) return null;
    const media = lookups.media.get(Number(a));
    if (!media || media.filename !== c || gone.files.has(media.file_ID)) return null;
    const ext = extension(c);
    if (media.image) return imageReply(media.image, b, ext, ifNoneMatch, head);
    if (b !== FILE_VARIANT) return null;
    return withCaching(
      fakeFile(ext, media.file_ID, media.bytes),
      TYPES[ext] ?? 'application/octet-stream',
      ifNoneMatch,
    );
  };
}

function logoImage(lookups: Lookups, owner: string): SimImage | undefined {
  const m = /^(company|partner)-(\d+)$/.exec(owner);
  if (!m) return undefined;
  const id = Number(m[2]);
  return m[1] === 'company' ? lookups.companies.get(id)?.logo : lookups.partners.get(id)?.logo;
}

async function imageReply(
  image: SimImage,
  variant: string,
  ext: string,
  ifNoneMatch: string | undefined,
  head: boolean,
) {
  const size = variantSize(image, variant);
  const format = ext === 'webp' ? 'webp' : ext === 'jpg' || ext === 'jpeg' ? 'jpeg' : null;
  if (!size || !format) return null;
  // "Is it there?" (the build's check for images gone at the CDN) needs no rendering.
  if (head) return empty(200, { 'Content-Type': `image/${format}`, 'Cache-Control': CACHE_CONTROL });
  const { renderImage } = await loadImages();
  const bytes = await renderImage(image.recipe, { width: size.width, height: size.height, format });
  // Keep renderImage's cached buffer itself: the ETag cache is keyed by its identity.
  const body = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return withCaching(body, format === 'webp' ? 'image/webp' : 'image/jpeg', ifNoneMatch);
}

const etags = new WeakMap<Uint8Array, string>();

function withCaching(body: Uint8Array, contentType: string, ifNoneMatch: string | undefined): Reply {
  let etag = etags.get(body);
  if (!etag) {
    etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    etags.set(body, etag);
  }
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
  if (ifNoneMatch?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return empty(304, headers);
  return { kind: 'bytes', body, contentType, headers };
}

/** A valid-looking file of the claimed type: a minimal PDF or an MPEG audio frame header, padded. */
function fakeFile(ext: string, fileId: number, claimed: number): Uint8Array {
  const size = Math.max(256, Math.min(claimed || 1024, MAX_FAKE_BYTES));
  const head =
    ext === 'pdf'
      ? `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% simulator file ${fileId}\n`
      : ext === 'mp3'
        ? 'ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000'
        : `simulator file ${fileId}\n`;
  const tail = ext === 'pdf' ? '\ntrailer<</Root 1 0 R>>\n%%EOF\n' : '';
  const out = Buffer.alloc(size, 0x20);
  out.write(head, 0, 'latin1');
  out.write(tail, Math.max(head.length, size - tail.length), 'latin1');
  return new Uint8Array(out);
}

function extension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
