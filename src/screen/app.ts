/**
 * The screen mode in the browser: the embed's answer for the URL's filter (which references, in
 * the lists' order), one slide after the other, for weeks without anyone near it.
 * - Memory stays flat: two slide elements take turns, and each reference's slide file and loaded
 *   image are kept once (at most `limit`, 48), so the thousandth round costs what the first did.
 * - The network may drop: a slide is shown only once its file and image are loaded; what was loaded
 *   stays (the document's loaded images are reused without a request), so the rotation goes on
 *   through what it has and picks up the rest when the network is back.
 * - A new build is picked up: BUILD_INFO_PATH is compared every few minutes, and the page reloads
 *   when it changed (and the page itself answers, so a reload never lands on an error page).
 */
import type { Lang } from '../catalog/lang.ts';
import { AttributeError, readRequest } from '../embed/attributes.ts';
import { findReferences } from '../embed/results.ts';
import { embedSource } from '../embed/source.ts';
import {
  BUILD_CHECK_MS,
  BUILD_INFO_PATH,
  DEFAULT_INTERVAL,
  MAX_INTERVAL,
  MIN_INTERVAL,
  SCREEN_DEFAULT_LIMIT,
  SCREEN_PARAMS,
  type SlideData,
  slidePath,
} from './format.ts';
import { slideElement } from './slide.ts';

/** A slide whose file or image takes longer is skipped this round. */
const LOAD_TIMEOUT_MS = 20_000;
/** When nothing could be shown (offline at the start), the next try. */
const RETRY_MS = 30_000;

type Loaded = { data: SlideData; image: HTMLImageElement | undefined };

export class ScreenError extends Error {
  override name = 'ScreenError';
}

/** Seconds per slide from `interval` (absent: the default); a value that does not fit is an error. */
export function readInterval(raw: string | null): number {
  if (raw === null || raw.trim() === '') return DEFAULT_INTERVAL;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < MIN_INTERVAL || value > MAX_INTERVAL)
    throw new ScreenError(
      `screen: interval must be a whole number ${MIN_INTERVAL}–${MAX_INTERVAL}, got "${raw}"`,
    );
  return value;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

async function loadSlide(lang: Lang, id: number, sizes: string): Promise<Loaded> {
  const response = await fetch(slidePath(lang, id));
  if (!response.ok) throw new Error(`${slidePath(lang, id)} answered ${response.status}`);
  const data = (await response.json()) as SlideData;
  if (!data.image) return { data, image: undefined };
  const image = new Image(data.image.width, data.image.height);
  image.alt = '';
  if (data.image.srcset) {
    image.sizes = sizes;
    image.srcset = data.image.srcset;
  }
  image.src = data.image.src;
  await image.decode();
  return { data, image };
}

export type ScreenOptions = {
  /** Holds the two slide elements; its data-lang names the language. */
  root: HTMLElement;
  template: HTMLTemplateElement;
  params: URLSearchParams;
  /** Shown (and logged) when the URL asks for something the portfolio does not have. */
  error: HTMLElement;
  /** `sizes` of the slide image (the page is the screen; the builder's preview is smaller). */
  sizes: string;
  /** Whether to watch BUILD_INFO_PATH and reload (the page; not the builder's preview). */
  reloadOnNewBuild: boolean;
};

/** Starts the rotation; the returned function stops it (the builder's preview restarts it on a change). */
export function startScreen(options: ScreenOptions): () => void {
  const { root, template, params, error } = options;
  const lang = root.dataset.lang as Lang;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };
  const fail = (message: string) => {
    error.textContent = message;
    error.hidden = false;
    root.dataset.state = 'error';
    console.error(message);
  };

  const get = (name: string) =>
    (SCREEN_PARAMS as readonly string[]).includes(name) ? params.get(name) : null;
  const loaded = new Map<number, Promise<Loaded>>();
  const load = (id: number) => {
    let pending = loaded.get(id);
    if (!pending) {
      pending = withTimeout(loadSlide(lang, id, options.sizes), LOAD_TIMEOUT_MS);
      // A failure (offline, a timeout) is tried again when the slide's turn comes next.
      pending.catch(() => loaded.delete(id));
      loaded.set(id, pending);
    }
    return pending;
  };

  let ids: number[] = [];
  let current = -1;
  let interval = DEFAULT_INTERVAL;

  const show = ({ data, image }: Loaded) => {
    const slide = slideElement(template, data, image);
    const previous = root.querySelector<HTMLElement>('.slide.is-current');
    slide.classList.add('is-current');
    root.append(slide);
    if (previous) {
      previous.classList.remove('is-current');
      previous.setAttribute('aria-hidden', 'true');
      previous.inert = true;
      // After the cross-fade (none under reduced motion): the old slide leaves; its image stays loaded.
      later(() => previous.remove(), 1500);
    }
    root.dataset.state = 'running';
    root.dataset.shown = String(Number(root.dataset.shown ?? '0') + 1);
  };

  const advance = async () => {
    for (let step = 1; step <= ids.length; step++) {
      const index = (current + step) % ids.length;
      try {
        const slide = await load(ids[index] as number);
        if (stopped) return;
        if (index !== current || !root.querySelector('.slide.is-current')) show(slide);
        current = index;
        break;
      } catch {
        // Not loadable now: the next one; what is shown stays meanwhile.
      }
    }
    if (stopped) return;
    later(() => void advance(), current < 0 ? RETRY_MS : interval * 1000);
    // The next slide loads while this one is shown: the change is instant.
    if (ids.length > 1) load(ids[(current + 1) % ids.length] as number).catch(() => {});
  };

  const start = async () => {
    try {
      interval = readInterval(params.get('interval'));
      const source = await embedSource(location.origin, lang);
      const presetName = get('preset')?.trim();
      const preset = presetName ? source.data.presets[presetName] : undefined;
      if (presetName && !preset)
        throw new AttributeError(`screen: preset "${presetName}" is not published by this portfolio`);
      const request = readRequest(get, { ...preset, limit: preset?.limit ?? SCREEN_DEFAULT_LIMIT });
      if (request.query)
        throw new AttributeError(
          `screen: preset "${presetName}" searches ("${request.query}"), which screens do not`,
        );
      ids = (await findReferences(source, request)).ids;
      root.dataset.ids = ids.join(',');
      if (ids.length === 0) root.dataset.state = 'empty';
      else await advance();
    } catch (problem) {
      if (problem instanceof AttributeError || problem instanceof ScreenError)
        fail(problem.message.replace('<reference-list>', 'screen:'));
      // The portfolio's files could not be read (offline at the start): try again.
      else later(() => void start(), RETRY_MS);
    }
  };

  let buildInfo: string | undefined;
  const checkBuild = async () => {
    try {
      const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store' });
      if (!response.ok) return;
      const text = await response.text();
      if (buildInfo === undefined) buildInfo = text;
      else if (text !== buildInfo) {
        const page = await fetch(location.href, { cache: 'no-store' });
        if (page.ok) location.reload();
      }
    } catch {
      // Offline: the next check.
    } finally {
      later(() => void checkBuild(), BUILD_CHECK_MS);
    }
  };

  void start();
  if (options.reloadOnNewBuild) void checkBuild();
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    loaded.clear();
    for (const slide of root.querySelectorAll('.slide')) slide.remove();
  };
}
