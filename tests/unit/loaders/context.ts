/**
 * A LoaderContext double in the astro-loaders style: a store with digests, meta, a logger that
 * keeps its lines, and parseData validating with the collection's schema as Astro does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { onTestFinished } from 'vitest';
import type { z } from 'zod';
import { createCatalogClient } from '../../../src/catalog/client.ts';
import { type CatalogSource, createCatalogSource } from '../../../src/loaders/catalogSource.ts';
import { createDetailStore } from '../../../src/loaders/detailStore.ts';

export type StoredEntry = { id: string; data: Record<string, unknown>; digest?: string | number };

export function loaderContext(schema?: z.ZodType) {
  const entries = new Map<string, StoredEntry>();
  const meta = new Map<string, string>();
  const lines: string[] = [];
  const context = {
    collection: 'test',
    store: {
      get: (id: string) => entries.get(id),
      set: (entry: StoredEntry) => {
        entries.set(entry.id, entry);
        return true;
      },
      delete: (id: string) => void entries.delete(id),
      clear: () => entries.clear(),
      keys: () => [...entries.keys()],
      values: () => [...entries.values()],
      entries: () => [...entries.entries()],
      has: (id: string) => entries.has(id),
    },
    meta: {
      get: (key: string) => meta.get(key),
      set: (key: string, value: string) => void meta.set(key, value),
      has: (key: string) => meta.has(key),
      delete: (key: string) => void meta.delete(key),
    },
    logger: {
      info: (line: string) => void lines.push(line),
      warn: (line: string) => void lines.push(`warn ${line}`),
      error: (line: string) => void lines.push(`error ${line}`),
      debug: () => {},
    },
    parseData: async ({ data }: { id: string; data: Record<string, unknown> }) =>
      (schema ? schema.parse(data) : data) as Record<string, unknown>,
    generateDigest: (data: unknown) => JSON.stringify(data),
  };
  // The references loader's details, beside the store; removed when the test ends.
  const dir = mkdtempSync(join(tmpdir(), 'details-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const store = createDetailStore(dir);
  return {
    context: context as unknown as LoaderContext,
    entries,
    meta,
    lines,
    details: () => store,
    detailsDir: dir,
  };
}

/** The catalog of a test simulator, as content.config.ts would wire it. */
export function simulatorCatalog(
  url: string,
  options: Partial<Omit<CatalogSource, 'client'>> = {},
): () => CatalogSource {
  const source = createCatalogSource(createCatalogClient({ baseUrl: url, apiKey: 'demo-key' }), {
    id: url,
    shrink: { max: 0.2, allowed: false },
    maxQuarantine: 0.05,
    ...options,
  });
  return () => source;
}
