/**
 * Images the CDN no longer has (deleted there, still listed by the catalog). A page must show
 * what it shows for a reference without that image (the placeholder, nothing for a gallery item,
 * the partner's name without its logo), never a broken one; so the build asks once per URL, where
 * it first meets a reference's images (its detail is fetched, its list image changed), and stores
 * the reference without them. Only 404 and 410 mean gone: a timeout or a refused HEAD loses nothing.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { MediaItem } from '../catalog/schemas.ts';
import { createLimiter } from '../lib/limiter.ts';
import { remember } from '../lib/remember.ts';
import type { StoredDetail, StoredItem } from './schemas.ts';

const GONE = new Set([404, 410]);
/** The media kinds the pages show as images (media.ts): stage, gallery. */
const IMAGE_KINDS = ['galleryimages', 'widestageimages', 'portraitstageimages'] as const;
const TIMEOUT_MS = 10_000;

export type MediaCheck = (url: string) => Promise<boolean>;

/**
 * What one build asked the CDN: the distinct URLs it met (every language and reference that shows
 * one shares its answer), the HEAD requests sent for them, those found gone and those without an
 * answer (kept). A cold build sends one request per distinct URL; an unchanged reference none.
 */
export type MediaCheckCounts = { files: number; requests: number; gone: number; unanswered: number };

/** The status of a HEAD request for `url` (rejects when there is no answer). */
type Head = (url: string) => Promise<number>;

/**
 * HEAD over node:http(s) with kept-alive connections: a cold build asks one per image URL, on
 * Astro's one thread, and fetch() cost several times the CPU per request (docs/build-performance.md,
 * "Images gone at the CDN"). A redirect is an answer, not a gone image.
 */
function nodeHead(): Head {
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  return (url) =>
    new Promise((resolve, reject) => {
      const secure = url.startsWith('https:');
      const send = secure ? httpsRequest : httpRequest;
      const request = send(
        url,
        { method: 'HEAD', agent: secure ? agents.https : agents.http },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end();
    });
}

/**
 * `gone(url)`: true when the URL answers 404/410; asked once per URL, `onGone` told once;
 * `gone.counts()` says what was asked so far. The CDN is not the catalog's API: it takes more
 * requests at a time (they are latency-bound there).
 */
export function createMediaCheck(onGone: (url: string) => void): MediaCheck & { counts(): MediaCheckCounts } {
  const head = nodeHead();
  const limiter = createLimiter(16);
  const answers = new Map<string, Promise<boolean>>();
  const counts: MediaCheckCounts = { files: 0, requests: 0, gone: 0, unanswered: 0 };
  const ask = async (url: string): Promise<boolean> => {
    if (!/^https?:\/\//.test(url)) return false;
    counts.files++;
    try {
      counts.requests++;
      if (!GONE.has(await head(url))) return false;
      counts.gone++;
      onGone(url);
      return true;
    } catch {
      counts.unanswered++;
      return false;
    }
  };
  const gone = (url: string) => remember(answers, url, () => limiter.run(() => ask(url)));
  return Object.assign(gone, { counts: () => ({ ...counts }) });
}

/**
 * What the last check found of a reference's list image, kept with its stored entry: the URL it
 * showed, or the URL found gone. While the reference's `dateupdated` stays, the same URL is not
 * asked again (a 1 % rebuild would otherwise ask once per reference).
 */
export type ThumbnailVerdict = { shown: string; gone?: string | undefined };

/**
 * The item and detail without the images that are gone (the same objects when none is): the list
 * image, the stage and gallery images, the partners' logos; every image a page shows. `known` is
 * the verdict of the stored entry when its `dateupdated` is unchanged.
 */
export async function withoutGoneImages(
  item: StoredItem,
  detail: StoredDetail | undefined,
  gone: MediaCheck,
  known?: ThumbnailVerdict,
): Promise<{ item: StoredItem; detail: StoredDetail | undefined; goneThumbnail: string | undefined }> {
  const url = item.thumbnail;
  const thumbnailGone = url !== '' && url !== known?.shown && (url === known?.gone || (await gone(url)));
  const kept = detail && (await Promise.all(IMAGE_KINDS.map((kind) => keptImages(detail[kind], gone))));
  const partners = detail?.partners && (await keptLogos(detail.partners, gone));
  const changed =
    detail &&
    (partners !== detail.partners ||
      kept?.some((list, i) => list !== detail[IMAGE_KINDS[i] as (typeof IMAGE_KINDS)[number]]));
  return {
    // "" is how the catalog writes "no thumbnail" (spec §2.1).
    item: thumbnailGone ? { ...item, thumbnail: '' } : item,
    detail:
      detail && changed
        ? { ...detail, partners, ...Object.fromEntries(IMAGE_KINDS.map((kind, i) => [kind, kept?.[i]])) }
        : detail,
    goneThumbnail: thumbnailGone ? url : undefined,
  };
}

type Partner = NonNullable<StoredDetail['partners']>[number];

/** The partners, each without a logo that is gone (the partner stays, named without it). */
async function keptLogos(partners: Partner[], gone: MediaCheck): Promise<Partner[]> {
  const missing = await Promise.all(
    partners.map((partner) => Boolean(partner.logo) && gone(partner.logo ?? '')),
  );
  if (!missing.some(Boolean)) return partners;
  return partners.map((partner, i) => {
    if (!missing[i]) return partner;
    const { logo: _gone, ...rest } = partner;
    return rest;
  });
}

/** The media items whose every file is still there (the list itself when all are). */
async function keptImages(
  items: MediaItem[] | undefined,
  gone: MediaCheck,
): Promise<MediaItem[] | undefined> {
  if (!items?.length) return items;
  const missing = await Promise.all(
    items.map(async (media) => {
      const urls = [media.file, media.thumb].filter((url): url is string => Boolean(url));
      return (await Promise.all(urls.map(gone))).some(Boolean);
    }),
  );
  return missing.some(Boolean) ? items.filter((_, i) => !missing[i]) : items;
}
