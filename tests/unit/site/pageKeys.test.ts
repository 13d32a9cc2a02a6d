/**
 * A page Astro keeps from the last build must show nothing its cacheKey does not digest. A key is
 * its props and the shared part of the site (src/site/pageKeys.ts), so the code that renders a
 * keyed page may read the catalog only through those two: this walks every module a keyed route
 * runs when it renders and looks for another way in (the content collections, the site data).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const at = (path: string) => join(ROOT, path);
/** getStaticPaths bodies: they read the catalog to make the props, before any page renders. */
const PATHS = at('src/site/staticPaths.ts');
/** The shared part, digested whole into every key. */
const SHARED = at('src/site/shared.ts');
const SITE_DATA = at('src/site/data/siteData.ts');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Specifiers a module imports for its values (`import type` runs nothing). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g)].flatMap((m) =>
    m[1] ? [] : [m[2] as string],
  );
}

/** Every module `entry` runs, with the chain that reaches it, not entering the given ones. */
function reach(entry: string, stopAt: Set<string>): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (stopAt.has(file)) continue;
    for (const spec of valueImports(file)) {
      const target = spec.startsWith('.') ? resolve(dirname(file), spec) : spec;
      if (chains.has(target) || (spec.startsWith('.') && !existsSync(target))) continue;
      chains.set(target, [...(chains.get(file) ?? []), target]);
      if (spec.startsWith('.')) queue.push(target);
    }
  }
  return chains;
}

const keyedRoutes = files(at('src/pages')).filter((file) =>
  valueImports(file).some((spec) => resolve(dirname(file), spec) === PATHS),
);

describe('keyed pages read the catalog only through their props and the shared part', () => {
  it('finds the keyed routes (detail, list, branch, group, map, legal, card and agent files)', () => {
    expect(keyedRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(keyedRoutes.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    const chains = reach(file, new Set([PATHS, SHARED]));
    const ways = [...chains].filter(([module]) => module === 'astro:content' || module === SITE_DATA);
    expect(ways.map(([, chain]) => chain.map((m) => relative(ROOT, m)).join(' → '))).toEqual([]);
  });

  it('every cacheKey is made by pageKeys.ts', () => {
    const elsewhere = files(at('src'))
      .filter((file) => file !== at('src/site/pageKeys.ts') && /\.(ts|astro)$/.test(file))
      .filter((file) => /cacheKey\s*:/.test(readFileSync(file, 'utf8')));
    expect(elsewhere.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
