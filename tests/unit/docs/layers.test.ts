/**
 * The data path of CONTRIBUTING.md's map, held by the imports: the search core needs nothing of the
 * site's pages, src/lib is the bottom (no domain), the catalog client reads no layer above it and
 * nothing outside src/lib/astroInternals.ts reaches into Astro's private files.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
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

  it("only src/lib/astroInternals.ts names Astro's private files and layouts", () => {
    const files = [...sources('src'), ...sources('scripts')].filter((f) => f !== 'src/lib/astroInternals.ts');
    // Its modules, its image cache's folder, its logger's continuation label.
    const privateLayout = /astro\/dist\/|new URL\(['"]assets\/['"]|['"]SKIP_FORMAT['"]/;
    const users = files.filter((file) => privateLayout.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(users).toEqual([]);
  });

  it('reads every setting of the site through src/settings.ts', () => {
    // The build's own modules and Astro's config; scripts/watch.ts runs without zod and reads its
    // four with the rules settings.ts is built from (src/catalog/envRules.ts).
    const files = [
      ...sources('src'),
      ...sources('scripts/builder'),
      'scripts/build.ts',
      'scripts/typecheck.ts',
      'astro.config.mjs',
    ].filter((f) => f !== 'src/settings.ts');
    const setting =
      /process\.env(?:\.|\[['"])((?:SITE|CATALOG|ASSISTANT_GATEWAY|BUILD|SEARCH_INDEX|SOURCE_DATE)_?\w*)/g;
    const reads = files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(setting)].map((m) => `${file}: ${m[1]}`),
    );
    expect(reads).toEqual([]);
  });
});

describe("CONTRIBUTING.md's map", () => {
  const contributing = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const map = /## Layout[^\n]*\n```\n([\s\S]*?)```/.exec(contributing)?.[1] ?? '';
  const entries = (dir: string, keep: (entry: Dirent) => boolean) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter(keep)
      .map((entry) => entry.name);

  it('names every folder and file of src/', () => {
    const named = entries('src', () => true).map((name) =>
      name.includes('.') ? `src/${name}` : `src/${name}/`,
    );
    expect(named.filter((name) => !map.includes(name))).toEqual([]);
  });

  it('names every folder of src/components/', () => {
    const components = map.slice(map.indexOf('src/components/'), map.indexOf('src/styles/'));
    const folders = entries('src/components', (entry) => entry.isDirectory());
    expect(folders.filter((name) => !components.includes(`${name}/`))).toEqual([]);
  });

  it('names every module of scripts/builder/', () => {
    const modules = entries('scripts/builder', (entry) => entry.name.endsWith('.ts'));
    expect(modules.filter((name) => !map.includes(name))).toEqual([]);
  });
});
