/**
 * The processing version that invalidates every stored detail (referencesLoader.ts) is a digest of
 * the processing code (processing.ts and what it imports, codeDigest.ts): editing any of it changes
 * the version, editing other code does not, and the modules hashed are the ones Node loads.
 */
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeDigest, runtimeImports } from '../../../src/loaders/codeDigest.ts';

const ROOT = join(import.meta.dirname, '../../..');
const ENTRY = 'src/loaders/processing.ts';

describe('runtimeImports', () => {
  it('follows imports and re-exports, and leaves out what type stripping erases', () => {
    const source = [
      "import type { A } from './onlyTypes.ts';",
      "export type { B } from './moreTypes.ts';",
      "import { type C, d } from './mixed.ts';",
      'import {',
      '  e,',
      '  f,',
      "} from './multiLine.ts';",
      "import sanitize from 'sanitize-html';",
      "import './sideEffect.ts';",
      "export * from './reExported.ts';",
      'const text = \'import x from "./inAString.ts"\';',
    ].join('\n');
    expect(runtimeImports(source)).toEqual([
      './mixed.ts',
      './multiLine.ts',
      'sanitize-html',
      './sideEffect.ts',
      './reExported.ts',
    ]);
  });
});

describe('the processing version', () => {
  let copy: string;
  const digestOfCopy = () => codeDigest(join(copy, ENTRY)).digest;

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'processing-'));
    await cp(join(ROOT, 'src'), join(copy, 'src'), { recursive: true });
    await symlink(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('is the same for the same code wherever it is checked out', () => {
    expect(digestOfCopy()).toBe(codeDigest(join(ROOT, ENTRY)).digest);
  });

  it('changes when a module the processing imports changes, even indirectly, and only then', async () => {
    const before = digestOfCopy();
    // Search weights and pages are not processing: the stored details stay valid.
    await appendFile(join(copy, 'src/search/searchDoc.ts'), '\n// unrelated\n');
    await appendFile(join(copy, 'src/site/pageKeys.ts'), '\n// unrelated\n');
    expect(digestOfCopy()).toBe(before);
    // entities.ts is imported by html.ts, which processing.ts imports.
    await appendFile(join(copy, 'src/search/entities.ts'), '\n// changed\n');
    const afterEntities = digestOfCopy();
    expect(afterEntities).not.toBe(before);
    await appendFile(join(copy, 'src/lib/sanitizeHtml.ts'), '\n// changed\n');
    expect(digestOfCopy()).not.toBe(afterEntities);
  });

  it('hashes exactly the project modules and packages Node loads for the processing', async () => {
    // Node's own resolver, asked in a child process, is the independent record of what loads.
    const script = `
      import { registerHooks } from 'node:module';
      const modules = new Set(), packages = new Set();
      registerHooks({ resolve(specifier, context, next) {
        const result = next(specifier, context);
        const fromProject = context.parentURL?.startsWith(${JSON.stringify(`file://${ROOT}/src/`)});
        if (result.url.startsWith(${JSON.stringify(`file://${ROOT}/src/`)})) modules.add(result.url);
        else if (fromProject && !specifier.startsWith('node:')) packages.add(specifier);
        return result;
      } });
      await import(${JSON.stringify(`file://${ROOT}/${ENTRY}`)});
      console.log(JSON.stringify({ modules: [...modules], packages: [...packages] }));`;
    const { stdout } = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/node'),
      ['--input-type=module', '-e', script],
      { cwd: ROOT },
    );
    const loaded = JSON.parse(stdout) as { modules: string[]; packages: string[] };
    const hashed = codeDigest(join(ROOT, ENTRY));
    const base = `file://${ROOT}/src/loaders/`;
    expect(hashed.files.map((file) => new URL(file, base).href).sort()).toEqual(loaded.modules.sort());
    expect(hashed.packages.map((pkg) => pkg.slice(0, pkg.lastIndexOf('@'))).sort()).toEqual(
      loaded.packages.sort(),
    );
    expect(loaded.modules.length).toBeGreaterThan(3);
  });
});
