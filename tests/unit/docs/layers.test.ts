/**
 * The data path of CONTRIBUTING.md's map, held by the imports: the search core needs nothing of the
 * site's pages, src/lib is the bottom (no domain), the catalog client reads no layer above it and
 * nothing outside src/lib/astroInternals.ts reaches into Astro's private files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|astro)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Every project file a source file imports, as a path from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    normalize(join(dirname(file), m[1] as string)),
  );
}

/** Folder → the src/ folders its files must not import. */
const FORBIDDEN: Record<string, string[]> = {
  'src/search': ['src/site', 'src/components', 'src/pages', 'src/loaders', 'src/integrations'],
  'src/lib': ['src/catalog', 'src/gateway', 'src/loaders', 'src/site', 'src/search', 'src/components'],
  'src/catalog': ['src/loaders', 'src/site', 'src/components', 'src/pages', 'src/integrations', 'src/search'],
  'src/gateway': ['src/loaders', 'src/site', 'src/components', 'src/pages', 'src/integrations'],
  'src/site': ['src/components', 'src/pages'],
};

describe('the layers of the data path', () => {
  it.each(Object.entries(FORBIDDEN))('%s imports none of the layers above it', (folder, above) => {
    const crossings = sources(folder).flatMap((file) =>
      importsOf(file)
        .filter((target) => above.some((layer) => target.startsWith(`${layer}/`)))
        .map((target) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("only src/lib/astroInternals.ts names Astro's private files", () => {
    const files = [...sources('src'), ...sources('scripts')].filter((f) => f !== 'src/lib/astroInternals.ts');
    const users = files.filter((file) => /astro\/dist\//.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(users).toEqual([]);
  });
});
