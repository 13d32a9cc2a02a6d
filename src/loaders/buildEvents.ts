/**
 * What a build does, as typed events on one Node diagnostics channel: what the loaders fetched and
 * reused, why one failed, each page the middleware rendered and the image files it needs.
 * `npm run build` listens inside Astro's process (scripts/builder/astroRun.ts) and turns them into
 * its progress lines and report; a plain `astro build` has no listener, and publishing then costs
 * nothing.
 */
import { channel } from 'node:diagnostics_channel';
import type { Rejected } from '../catalog/errors.ts';
import type { Lang } from '../catalog/lang.ts';
import type { MediaCheckCounts } from './goneMedia.ts';

/** A reference the loaders quarantined (src/loaders/quarantine.ts), as the build reports it. */
export type QuarantineEntry = Rejected & {
  lang: Lang;
  /** True: the last good version is published; false: the reference is left out. */
  kept: boolean;
};

export type BuildEvent =
  | { kind: 'failure'; message: string }
  /** A loader's details: per language, how many were listed, fetched and reused. */
  | { kind: 'load'; collection: string; lang: string; listed: number; fetched: number; reused: number }
  /** The references loader's check for images gone at the CDN (goneMedia.ts), all languages. */
  | ({ kind: 'media' } & MediaCheckCounts)
  /** The routes' paths are being computed: the first read of the site's data from the store. */
  | { kind: 'routes' }
  | { kind: 'page' }
  /** Output paths (`/_astro/…`) of one processed image's files. */
  | { kind: 'images'; files: string[] }
  /** A reference the loaders quarantined (src/loaders/quarantine.ts). */
  | { kind: 'quarantined'; entry: QuarantineEntry }
  /** A section built from its last good values, or left out, because its upstream failed (gatewayLoaders.ts). */
  | { kind: 'degraded'; line: string };

const events = channel('reference-portfolio:build');

export function publish(event: BuildEvent): void {
  if (events.hasSubscribers) events.publish(event);
}

/** Calls `listener` with every event published until the returned function is called. */
export function subscribe(listener: (event: BuildEvent) => void): () => void {
  const handler = (message: unknown) => listener(message as BuildEvent);
  events.subscribe(handler);
  return () => events.unsubscribe(handler);
}
