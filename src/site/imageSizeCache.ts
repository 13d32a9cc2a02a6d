import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Size = { width: number; height: number };
type Probe = (url: string) => Promise<Size>;

/**
 * Remote images carry no size in the catalog, but width/height (no layout shift) and the
 * lightbox's aspect ratio need it. Probing reads the first bytes of every image on every build;
 * this cache keeps the answers in a JSON file next to Astro's image cache, so a rebuild probes only
 * new URLs. A URL whose probe fails is remembered as failed for this build only.
 */
export function createSizeCache(file: string, probe: Probe) {
  let entries: Record<string, [number, number]> = {};
  try {
    entries = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No cache yet (or unreadable): start empty.
  }
  const pending = new Map<string, Promise<Size | undefined>>();
  let dirty = false;
  let exitHook = false;
  const stats = { hits: 0, probed: 0, failed: 0 };

  function flush(): void {
    if (!dirty) return;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(entries));
      renameSync(`${file}.tmp`, file);
      dirty = false;
    } catch {
      // A cache that cannot be written costs a re-probe next build, nothing more.
    }
  }

  async function get(url: string): Promise<Size | undefined> {
    const known = entries[url];
    if (known) {
      stats.hits++;
      return { width: known[0], height: known[1] };
    }
    let running = pending.get(url);
    if (!running) {
      running = probe(url).then(
        (size) => {
          stats.probed++;
          if (!(size.width > 0 && size.height > 0)) return undefined;
          entries[url] = [size.width, size.height];
          dirty = true;
          if (!exitHook) {
            exitHook = true;
            process.once('exit', flush);
          }
          if (stats.probed % 200 === 0) flush();
          return { width: size.width, height: size.height };
        },
        () => {
          stats.failed++;
          return undefined;
        },
      );
      pending.set(url, running);
    }
    return running;
  }

  return { get, flush, stats };
}
