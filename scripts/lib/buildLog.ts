/**
 * Reads `astro build` output line by line for the build script. Astro prints one line per page
 * and per image (20,000+ on a large catalog); these are condensed into periodic progress lines
 * with rate and ETA, and counted for the summary: images encoded / reused (from Astro's own per-image verdict), pages, stage durations.
 */

export interface BuildCounts {
  details: { fetched: number; reused: number };
  images: { encoded: number; reused: number };
  pages: { rendered: number; reused: number };
  /** Wall time per stage in ms: content (loaders, i.e. the fetch), pages, images. */
  stages: Record<string, number>;
  /** The last error Astro printed, for a failure that no loader recorded. */
  lastError: string | undefined;
}

export interface BuildLogOptions {
  verbose: boolean;
  write: (line: string) => void;
  now?: () => number;
  intervalMs?: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters.
const ANSI = /\u001b\[[0-9;]*m/g;
const TIME = /^\d\d:\d\d:\d\d\s+/;
const PAGE = /^\s*[├└]─\s+(\S+)/;
/** With build.concurrency > 1 Astro starts several pages on one line before their times follow. */
const PAGE_MARK = /[├└]─\s/g;
const IMAGE =
  /^\s*▶\s+(\S+)\s+\((before: [^)]*|reused cache entry|revalidated cache entry)\).*\((\d+)\/(\d+)\)\s*$/;
const ERROR = /\[ERROR\]\s*(?:\[[^\]]+\]\s*)?(.+)$/;

type Stage = 'content' | 'pages' | 'images';
const STAGE_STARTS: ReadonlyArray<[RegExp, Stage]> = [
  [/\[content\] Syncing content/, 'content'],
  [/generating static routes/, 'pages'],
  [/generating optimized images/, 'images'],
];

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export function createBuildLog(options: BuildLogOptions) {
  const now = options.now ?? (() => performance.now());
  const intervalMs = options.intervalMs ?? 2000;
  const counts: BuildCounts = {
    details: { fetched: 0, reused: 0 },
    images: { encoded: 0, reused: 0 },
    pages: { rendered: 0, reused: 0 },
    stages: {},
    lastError: undefined,
  };
  let stage: { name: Stage; started: number } | undefined;
  let lastProgress = Number.NEGATIVE_INFINITY;
  let imageTotal = 0;

  const say = (line: string) => options.write(`[build] ${line}`);
  const elapsed = () => (stage ? now() - stage.started : 0);
  const rate = (n: number) => {
    const seconds = elapsed() / 1000;
    return seconds > 0 ? n / seconds : 0;
  };

  function endStage(): void {
    if (!stage) return;
    const ms = elapsed();
    counts.stages[stage.name] = (counts.stages[stage.name] ?? 0) + ms;
    const took = `${(ms / 1000).toFixed(1)}s`;
    if (stage.name === 'pages') {
      const { rendered, reused } = counts.pages;
      say(
        `pages: ${rendered} in ${took} (${rate(rendered).toFixed(0)}/s)${reused ? `, ${reused} from the incremental cache` : ''}`,
      );
    }
    if (stage.name === 'images') {
      const { encoded, reused } = counts.images;
      say(`images: ${encoded + reused}/${imageTotal} in ${took}, encoded ${encoded} / reused ${reused}`);
    }
    stage = undefined;
  }

  function progress(text: () => string): void {
    const t = now();
    if (t - lastProgress < intervalMs) return;
    lastProgress = t;
    say(text());
  }

  function line(raw: string): void {
    const text = raw.replace(ANSI, '').replace(TIME, '');
    for (const [pattern, name] of STAGE_STARTS) {
      if (pattern.test(text)) {
        endStage();
        stage = { name, started: now() };
        lastProgress = now();
      }
    }
    if (/\[content\] Synced content/.test(text)) endStage();
    else if (stage?.name === 'images' && /✓ Completed in/.test(text)) endStage();

    const error = ERROR.exec(text);
    if (error?.[1]) counts.lastError = error[1].trim();

    const page = PAGE.exec(text);
    if (page) {
      counts.pages.rendered += text.match(PAGE_MARK)?.length ?? 1;
      counts.pages.reused += text.match(/\((cached|restored)\)/g)?.length ?? 0;
      if (!options.verbose) {
        const n = counts.pages.rendered;
        progress(() => `pages: ${n} rendered (${rate(n).toFixed(0)}/s)`);
        return;
      }
    }
    const image = IMAGE.exec(text);
    if (image) {
      if (image[2]?.startsWith('before:')) counts.images.encoded++;
      else counts.images.reused++;
      imageTotal = Number(image[4]);
      if (!options.verbose) {
        const n = Number(image[3]);
        progress(() => {
          const r = rate(n);
          const eta = r > 0 ? ` ETA ${formatDuration(((imageTotal - n) / r) * 1000)}` : '';
          const pct = Math.floor((n / imageTotal) * 100);
          return `images: ${n}/${imageTotal} (${pct}%) ${r.toFixed(1)}/s${eta}`;
        });
        return;
      }
    }
    options.write(raw);
  }

  return {
    line,
    /** A line Astro wrote to stderr: printed by the caller as is, read here for its error text. */
    errorLine(raw: string): void {
      const error = ERROR.exec(raw.replace(ANSI, ''));
      if (error?.[1]) counts.lastError = error[1].trim();
    },
    /** Closes the running stage and returns the totals. */
    finish(): BuildCounts {
      endStage();
      return counts;
    },
  };
}
