/**
 * The references' full details, beside Astro's data store rather than inside it: Astro serializes
 * its store whole and compiles it into one module for the page build, so what lives there costs
 * memory and time per catalog, on every build. Here each reference and language is one file,
 * replaced only when that reference changes, and read only by the routes (and the search index
 * source) that render it. Under cacheDir, so the deploy workflow keeps it with the data store.
 */
import { readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from '../catalog/lang.ts';
import { replaceFile } from '../lib/cacheFile.ts';
import { siteConfig } from '../site.config.ts';
import { type StoredDetail, StoredDetailSchema } from './schemas.ts';
import {
  detailsDir,
  type StoredManifest,
  storedManifestFile,
  writeStoredManifest,
} from './storedManifest.ts';

export type DetailStore = {
  /** Replaces the reference's record (written whole, then renamed: never half a file). */
  write(lang: Lang, id: number, detail: StoredDetail): Promise<void>;
  /**
   * The record, validated with the schema it was stored with (once per record and process).
   * Synchronous: measured when Astro rendered one page at a time, an asynchronous read's round
   * trip through the thread pool, once per page, left the core idle. Astro renders eight at a time
   * now (astro.config.mjs); an asynchronous read was not measured again since.
   */
  read(lang: Lang, id: number): StoredDetail;
  has(lang: Lang, id: number): Promise<boolean>;
  /** Deletes every record of `lang` whose reference is not in `keep`. */
  prune(lang: Lang, keep: ReadonlySet<number>): Promise<number>;
  /** Records which references the sync stored (storedManifest.ts: what check:dist reads). */
  recordStored(stored: StoredManifest): Promise<void>;
  clear(): Promise<void>;
};

export function createDetailStore(dir: string): DetailStore {
  const file = (lang: Lang, id: number) => join(dir, lang, `${id}.json`);
  // A record is read by each of its reference's routes (page, Markdown, assistant file) and the
  // search index. The schema check is most of a read's cost (~0.4 ms), so it runs on a
  // record's first read in this process; nothing rewrites a record while pages render.
  const checked = new Set<string>();
  return {
    async write(lang, id, detail) {
      const path = file(lang, id);
      checked.delete(path);
      await replaceFile(path, JSON.stringify(detail));
    },
    read(lang, id) {
      const path = file(lang, id);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        throw new Error(`no stored detail of reference ${id} (${lang}) at ${path}: ${String(error)}`);
      }
      const json: unknown = JSON.parse(text);
      if (checked.has(path)) return json as StoredDetail;
      const parsed = StoredDetailSchema.safeParse(json);
      if (!parsed.success)
        throw new Error(`stored detail ${path} does not match its schema: ${parsed.error.message}`);
      checked.add(path);
      return parsed.data;
    },
    has: (lang, id) =>
      stat(file(lang, id)).then(
        () => true,
        () => false,
      ),
    async prune(lang, keep) {
      const names = await readdir(join(dir, lang)).catch(() => [] as string[]);
      const stale = names.filter((name) => !keep.has(Number.parseInt(name, 10)));
      await Promise.all(stale.map((name) => rm(join(dir, lang, name), { force: true })));
      return stale.length;
    },
    recordStored: (stored) => writeStoredManifest(storedManifestFile(dir), stored),
    async clear() {
      checked.clear();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let site: DetailStore | undefined;

/** The site's detail store: `references/` in cacheDir (site.config). */
export function referenceDetails(): DetailStore {
  site ??= createDetailStore(detailsDir(siteConfig().cacheDir));
  return site;
}
