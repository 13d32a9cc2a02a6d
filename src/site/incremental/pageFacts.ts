/**
 * What a page says about itself, for the post-build step (src/integrations/postBuild.ts): whether
 * the sitemap lists it (noindex) and the loopback media it links as copies under /_media/. Recorded while the
 * page renders (the middleware runs each render inside `recordWhileRendering`) and kept per page in
 * cacheDir, beside Astro's incremental cache: a page Astro restores instead of rendering again has
 * exactly the facts it had when it rendered, so the post-build step reads every page of the build
 * from here, rendered or restored. Outside a build (astro dev, tests) nothing records.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remember } from '../../lib/remember.ts';

/** What a page declares in its <head>. */
export type HeadFacts = { noindex: boolean };

/** Everything the post-build step needs of one page. */
export type PageFacts = HeadFacts & {
  /** Loopback media URLs the page links as mirrored copies: exactly what the build must copy. */
  media: string[];
};

type Recording = { mirrorMedia: boolean; head: HeadFacts | undefined; media: Set<string> };

const recording = new AsyncLocalStorage<Recording>();

/** BaseLayout's record of the page it renders (pages without the layout are never indexable). */
export function recordHead(facts: HeadFacts): void {
  const page = recording.getStore();
  if (page) page.head = facts;
}

/**
 * Whether the page being rendered links `url` as its mirrored copy (a loopback URL in a build that
 * mirrors), recording it for copying.
 */
export function recordMirroredMedia(url: string): boolean {
  const page = recording.getStore();
  if (!page?.mirrorMedia) return false;
  page.media.add(url);
  return true;
}

const FACTS_DIR = 'page-facts';

/** One file per page path, named by its digest (page paths may be long or carry any character). */
function factsFile(cacheDir: string, pathname: string): string {
  const name = createHash('sha256').update(normalize(pathname)).digest('hex').slice(0, 32);
  return join(cacheDir, FACTS_DIR, name.slice(0, 2), `${name}.json`);
}

/** `/de/a/` and `de/a` name the same page (Astro's page list has no leading slash). */
const normalize = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/**
 * Renders a page or endpoint through `render` with a recording open, then keeps what it recorded
 * (endpoints record media only: the search card files show thumbnails too).
 */
export async function recordWhileRendering(
  options: { cacheDir: string; pathname: string; mirrorMedia: boolean },
  render: () => Promise<Response>,
): Promise<Response> {
  const page: Recording = { mirrorMedia: options.mirrorMedia, head: undefined, media: new Set() };
  return recording.run(page, async () => {
    const response = await render();
    const html = response.headers.get('content-type')?.includes('text/html');
    // A page's body renders as it is read: read it inside the recording, so every component records.
    const body = html ? await response.text() : undefined;
    const facts: PageFacts = {
      noindex: page.head?.noindex ?? true,
      media: [...page.media].sort(),
    };
    await keep(options.cacheDir, factsFile(options.cacheDir, options.pathname), facts);
    return body === undefined ? response : new Response(body, response);
  });
}

/**
 * The facts files on disk, per cache folder: listed once (again after a failed listing), then
 * kept in step with each write.
 */
const onDisk = new Map<string, Promise<Set<string>>>();

/**
 * Keeps one output's facts. Most outputs are endpoints that link no media: no file is what they
 * record, and a previous one is removed (that output no longer links what it did). Only files
 * listed are removed: a cold build renders ~90,000 outputs at 10,000 references, and trying each
 * one's removal cost a file system call per output for nothing.
 */
async function keep(cacheDir: string, file: string, facts: PageFacts): Promise<void> {
  const present = await remember(onDisk, cacheDir, () => recordedFiles(cacheDir));
  if (facts.noindex && facts.media.length === 0) {
    if (present.delete(file)) await rm(file, { force: true });
    return;
  }
  const text = JSON.stringify(facts);
  await writeFile(file, text).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, text);
  });
  present.add(file);
}

/**
 * The facts of these pages and endpoints (this build's output); a page without any counts as
 * noindex. Keyed by path without its outer slashes.
 */
export async function readPageFacts(
  cacheDir: string,
  pathnames: readonly string[],
): Promise<Map<string, PageFacts>> {
  const facts = new Map<string, PageFacts>();
  // Most outputs recorded nothing and have no file (noindex, no media): one listing of the folder
  // saves trying to open each of them.
  const present = await recordedFiles(cacheDir);
  // Read one after another: nothing else runs in the build by then, and the 19,405 files of a
  // 10,000-reference build took 0.15 s so, against 0.7 s through the thread pool, 64 at a time.
  for (const pathname of pathnames) {
    const file = factsFile(cacheDir, pathname);
    if (present.has(file))
      facts.set(normalize(pathname), JSON.parse(readFileSync(file, 'utf8')) as PageFacts);
  }
  return facts;
}

/** Every facts file there is, by path. */
async function recordedFiles(cacheDir: string): Promise<Set<string>> {
  const root = join(cacheDir, FACTS_DIR);
  const entries = await readdir(root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return new Set(entries.map((entry) => join(root, entry)));
}

/** The facts of a page by its URL or path, as readPageFacts keyed them. */
export function factsOf(facts: ReadonlyMap<string, PageFacts>, url: string): PageFacts | undefined {
  return facts.get(normalize(new URL(url, 'http://x').pathname));
}
