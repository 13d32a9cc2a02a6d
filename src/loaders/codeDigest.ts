/**
 * A digest of the code a module runs: its source and that of every module it imports, followed
 * through relative imports and re-exports; a package counts by its installed version. Type-only
 * imports are left out (they are erased, so they change nothing the module does). Paths are taken
 * relative to the entry, so a checkout elsewhere (a CI runner, a test's copy) gives the same digest.
 * No Astro imports.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A top-level `import … from '…'`, `import '…'` or `export … from '…'` that is not `… type`. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[\w$*{},\s]+?\s*from\s*)?['"]([^'"]+)['"]/gm;

export type CodeDigest = {
  digest: string;
  /** The modules hashed, relative to the entry's folder, in the order they were found. */
  files: string[];
  /** `name@version` of every package they import. */
  packages: string[];
};

/** The static, run-time import specifiers of one module's source text. */
export function runtimeImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] as string);
}

/** `sanitize-html/x` → `sanitize-html`, `@scope/pkg/x` → `@scope/pkg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The installed version of `name` as Node resolves it from `dir` (the nearest node_modules). */
function installedVersion(name: string, dir: string): string {
  for (let at = dir; ; at = dirname(at)) {
    const manifest = join(at, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dirname(at) === at) throw new Error(`codeDigest: package ${name} is not installed (from ${dir})`);
  }
}

export function codeDigest(entry: string | URL): CodeDigest {
  const entryFile = entry instanceof URL ? fileURLToPath(entry) : resolve(entry);
  const base = dirname(entryFile);
  const hash = createHash('sha256');
  const files: string[] = [];
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const name = relative(base, file);
    files.push(name);
    hash.update(name).update('\0').update(source).update('\0');
    for (const specifier of runtimeImports(source)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!specifier.startsWith('node:')) {
        const pkg = packageName(specifier);
        packages.add(`${pkg}@${installedVersion(pkg, dirname(file))}`);
      }
    }
  };
  visit(entryFile);
  const sorted = [...packages].sort();
  hash.update(sorted.join('\n'));
  return { digest: hash.digest('base64url').slice(0, 16), files, packages: sorted };
}
