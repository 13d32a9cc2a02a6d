/**
 * The progress lines and counts of `npm run build`, from typed data only: the build's events
 * (src/loaders/buildEvents.ts: details, pages rendered, images), Astro's integration hooks
 * (every output of the build, restored ones included) and Astro's image cache (an image it encodes
 * is a new entry in cacheDir/assets; one it reuses is copied from there). Runs inside Astro's
 * process (astroRun.ts); Astro's own line per page and per image is left out (astroLog.ts).
 */

import { readdir } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { AstroIntegration } from 'astro';
import { formatDuration } from '../../src/catalog/progress.ts';
import { astroImageCacheDir } from '../../src/lib/astroInternals.ts';
import { outputFiles } from '../../src/lib/outputTree.ts';
import type { BuildEvent, QuarantineEntry } from '../../src/loaders/buildEvents.ts';

/**
 * The counts of one run. details: all languages, and per language with the references listed;
 * pages: every output of the build (`rendered`), of which `reused` came from the incremental cache;
 * media: what the sync asked the CDN;
 * stages: wall time in ms of content (the sync), pages, images (and searchIndex, added by the build
 * script: scripts/builder/searchIndex.ts).
 */
export const emptyCounts = () => ({
  details: {
    fetched: 0,
    reused: 0,
    byLang: {} as Record<string, { listed: number; fetched: number; reused: number }>,
  },
  images: { encoded: 0, reused: 0 },
  pages: { rendered: 0, reused: 0 },
  /** The check for images gone at the CDN: distinct URLs met, HEAD requests sent (goneMedia.ts). */
  media: { files: 0, requests: 0, gone: 0, unanswered: 0 },
  stages: {} as Record<string, number>,
});
export type BuildCounts = ReturnType<typeof emptyCounts>;

/** What one Astro command reports to scripts/build.ts. */
export type AstroRunResult = {
  ok: boolean;
  /** Why it failed: the first loader failure (the cause; later ones are echoes), else Astro's error. */
  failure: string | undefined;
  counts: BuildCounts;
  /** References the loaders quarantined (src/loaders/quarantine.ts), in the order they were named. */
  quarantined: QuarantineEntry[];
  /** Sections kept from the last good build or left out because their upstream failed (the warning lines). */
  degraded: string[];
  /** Pages and endpoints rendered (not kept), counted as they start; unknown when Astro died unreported. */
  pagesRendered: number | undefined;
  /** Every output Astro's build produced, kept or rendered, relative to the output folder. */
  outputs: string[];
};

/**
 * Where Astro's process is, in order: starting; the content sync (the loaders); Vite bundling the
 * site with the data store; the routes' paths (every `getStaticPaths()`, from the first read of the
 * site's data); rendering pages and encoding images; the `astro:build:done` hooks (page facts,
 * sitemap, embed). The build samples its memory per stage (astroProcess.ts).
 */
export const BUILD_STAGES = ['start', 'sync', 'bundle', 'routes', 'pages', 'done hooks'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

/** The messages Astro's process sends the build script: each stage as it enters it, then its result. */
export type AstroRunMessage =
  | { kind: 'stage'; stage: BuildStage }
  | { kind: 'result'; result: AstroRunResult };

/** The formats Astro's image pipeline writes into the output's assets folder. */
const IMAGE_EXTENSIONS = new Set(['.avif', '.webp', '.jpg', '.jpeg', '.png', '.gif']);

type BuildLogOptions = {
  write: (line: string) => void;
  now?: () => number;
  intervalMs?: number;
  /** Called once per stage it enters, in BUILD_STAGES' order (a stage the build skips is left out). */
  stage?: (stage: BuildStage) => void;
};

export function createBuildLog(options: BuildLogOptions) {
  const now = options.now ?? (() => performance.now());
  const intervalMs = options.intervalMs ?? 2000;
  const counts = emptyCounts();
  const quarantined: QuarantineEntry[] = [];
  const degraded: string[] = [];
  let failure: string | undefined;
  let rendered = 0;
  let outputList: string[] = [];
  const pages = { first: 0, last: 0 };
  /** Astro's image cache: what it held when the build started, and when the first encode appeared. */
  let images:
    | { cache: URL; before: Set<string>; started?: number; toEncode?: number; timer?: NodeJS.Timeout }
    | undefined;
  /** Every image file the rendered pages need, by name (Astro's cache names its entries the same). */
  const needed = new Set<string>();
  let lastProgress = Number.NEGATIVE_INFINITY;
  const say = (line: string) => options.write(`[build] ${line}`);
  let reached = 0;
  const enter = (stage: BuildStage) => {
    const index = BUILD_STAGES.indexOf(stage);
    if (index <= reached) return;
    reached = index;
    options.stage?.(stage);
  };
  const perSecond = (n: number, ms: number) => (ms > 0 ? (n * 1000) / ms : 0);

  function progress(text: () => string): void {
    if (now() - lastProgress < intervalMs) return;
    lastProgress = now();
    say(text());
  }

  function event(event: BuildEvent): void {
    switch (event.kind) {
      case 'failure':
        failure ??= event.message;
        break;
      case 'load':
        if (event.collection !== 'references') break;
        counts.details.fetched += event.fetched;
        counts.details.reused += event.reused;
        counts.details.byLang[event.lang] = {
          listed: event.listed,
          fetched: event.fetched,
          reused: event.reused,
        };
        break;
      case 'media': {
        const { kind: _, ...media } = event;
        counts.media = media;
        break;
      }
      case 'quarantined':
        quarantined.push(event.entry);
        break;
      case 'degraded':
        degraded.push(event.line);
        break;
      case 'routes':
        enter('routes');
        break;
      case 'page':
        enter('pages');
        if (rendered++ === 0) pages.first = lastProgress = now();
        pages.last = now();
        progress(
          () => `pages: ${rendered} rendered (${perSecond(rendered, now() - pages.first).toFixed(0)}/s)`,
        );
        break;
      case 'images':
        for (const file of event.files) needed.add(basename(file));
        break;
    }
  }

  /**
   * New entries in Astro's image cache since the build started: the images it encoded so far, of
   * those the rendered pages need that the cache did not hold (restored pages' images are in it).
   */
  async function countEncoded(): Promise<void> {
    if (!images) return;
    const { before } = images;
    const n = (await imageFiles(images.cache)).length - before.size;
    if (n <= counts.images.encoded) return;
    images.started ??= rendered > 0 ? pages.last : now(); // encoding follows the last page
    images.toEncode ??= [...needed].filter((name) => !before.has(name)).length;
    const total = images.toEncode;
    const ms = now() - images.started;
    counts.images.encoded = n;
    counts.stages.images = ms;
    progress(() => {
      const rate = perSecond(n, ms);
      const eta = rate > 0 && total > n ? ` ETA ${formatDuration(((total - n) / rate) * 1000)}` : '';
      return `images: ${n}/${total} (${Math.floor((n / Math.max(total, n)) * 100)}%) ${rate.toFixed(1)}/s${eta}`;
    });
  }

  let configured: number | undefined;
  const integration: AstroIntegration = {
    name: 'build-progress',
    hooks: {
      'astro:config:done': ({ config }) => {
        images = { cache: astroImageCacheDir(config.cacheDir), before: new Set() };
        configured = now();
        enter('sync');
      },
      'astro:build:start': async () => {
        // Astro's build syncs the content layer (the loaders) between these two hooks.
        if (configured !== undefined) counts.stages.content = now() - configured;
        enter('bundle');
        if (!images) return;
        images.before = new Set(await imageFiles(images.cache));
        let polling = false;
        images.timer = setInterval(() => {
          if (polling) return;
          polling = true;
          void countEncoded().finally(() => {
            polling = false;
          });
        }, intervalMs).unref();
      },
      'astro:build:generated': async () => {
        enter('done hooks');
        clearInterval(images?.timer);
        await countEncoded();
      },
      'astro:build:done': async ({ dir, assets }) => {
        outputList = outputFiles(dir, assets);
        const outputs = outputList.length;
        counts.pages = { rendered: outputs, reused: outputs - rendered };
        if (rendered > 0) counts.stages.pages = pages.last - pages.first;
        const ms = counts.stages.pages ?? 0;
        const restored = counts.pages.reused ? `, ${counts.pages.reused} from the incremental cache` : '';
        say(
          `pages: ${outputs} in ${(ms / 1000).toFixed(1)}s (${perSecond(rendered, ms).toFixed(0)}/s)${restored}`,
        );
        const total = (await imageFiles(new URL('_astro/', dir))).length;
        counts.images.reused = total - counts.images.encoded;
        const took = `${((counts.stages.images ?? 0) / 1000).toFixed(1)}s`;
        say(`images: ${total} in ${took}, encoded ${counts.images.encoded} / reused ${counts.images.reused}`);
      },
    },
  };

  return {
    event,
    integration,
    counts,
    result(ok: boolean, error: unknown): AstroRunResult {
      const message =
        error instanceof Error ? error.message : error === undefined ? undefined : String(error);
      return {
        ok,
        failure: ok ? undefined : (failure ?? message?.split('\n')[0] ?? 'astro failed'),
        counts,
        quarantined,
        degraded,
        pagesRendered: rendered,
        outputs: outputList,
      };
    },
  };
}

/** Image files in a folder: Astro's image cache (each beside its `.json` metadata) or the output's assets. */
async function imageFiles(dir: URL): Promise<string[]> {
  const files = await readdir(dir).catch(() => []);
  return files.filter((file) => IMAGE_EXTENSIONS.has(extname(file)));
}
