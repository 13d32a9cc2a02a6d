/**
 * The screen mode's files and parameters, shared by the build (src/site/views/screenSlides.ts writes the
 * slides) and the browser (src/screen/app.ts shows them): both sides agree by construction.
 *
 *   /de/bildschirm/, /en/screen/     the page a display opens (src/components/screen/)
 *   /screen/<lang>/<id>.json         one slide per reference, QR code included (made at build time)
 * Which references, and in which order, is the embed's answer for the same filter (src/embed/).
 */
import { BUILD_INFO_FILE } from '../catalog/buildInfoFile.ts';
import type { Lang } from '../catalog/lang.ts';

export const slidePath = (lang: Lang, id: number): string => `/screen/${lang}/${id}.json`;

/**
 * The small file every build publishes with its time and change digest (`/build.json`): a running
 * screen compares it every few minutes and reloads when it changed.
 */
export const BUILD_INFO_PATH = `/${BUILD_INFO_FILE}`;
export const BUILD_CHECK_MS = 5 * 60_000;

/** Seconds per slide: `interval`, default 12. */
export const DEFAULT_INTERVAL = 12;
export const MIN_INTERVAL = 2;
export const MAX_INTERVAL = 3600;
/** A screen without `limit` (or a preset's) rotates through more than an embedded list shows. */
export const SCREEN_DEFAULT_LIMIT = 24;
/** The embed's parameters a screen reads from its URL, and its own. */
export const SCREEN_PARAMS = ['branch', 'group', 'verified', 'limit', 'preset', 'interval'] as const;

export type SlideImage = {
  src: string;
  srcset?: string | undefined;
  width: number;
  height: number;
};

/** One reference as a slide: what the display shows of it, as the catalog delivers it. */
export type SlideData = {
  id: number;
  /** The detail page, absolute (what the QR code holds). */
  url: string;
  title: string;
  subtitle: string;
  place: string;
  period: string;
  /** The client as the detail page names it; empty for none. */
  client: string;
  quote: { text: string; by: string } | undefined;
  verified: boolean;
  image: SlideImage | undefined;
  /** The QR code of `url`: `size` modules square (quiet zone included) and one SVG path of the dark ones. */
  qr: { size: number; path: string };
};
