/**
 * The change detector (`node scripts/watch.ts`), run as the scheduled job runs it: from a copy of
 * the repository without node_modules, on Node 24, against the simulator. The published state is
 * written by the build's own code (scripts/builder/buildInfo.ts); an upstream change is a simulator
 * started with that edit (simulator/data/edits.ts).
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInfo, writeBuildInfo } from '../../../scripts/builder/buildInfo.ts';
import { readBuildSnapshot } from '../../../scripts/builder/snapshotFile.ts';
import { generateDataset } from '../../../simulator/data/index.ts';
import { startSimulator } from '../../../simulator/index.ts';

const ROOT = join(import.meta.dirname, '../../..');
const REFERENCES = 16;
const KEY = 'demo-key';
/** A reference of company 1 in both languages, and one of its branches. */
const bilingual = generateDataset({ references: REFERENCES }).references.filter(
  (r) => r.company_ID === 1 && r.published && r.apiChannel && r.texts.de && r.texts.en,
);
const edited = bilingual[0]?.reference_ID ?? 0;
const branch = bilingual[0]?.branch_IDs[0] ?? 1;

type Sim = Awaited<ReturnType<typeof startSimulator>>;
type Run = { code: number; stdout: string; stderr: string };

let clone: string;
let folder: string;
const sims: Sim[] = [];

async function simulator(edits: string[] = []): Promise<Sim> {
  const sim = await startSimulator({ references: REFERENCES, edits, warmSearch: false });
  sims.push(sim);
  return sim;
}

/** Publishes what a build from `sim` would: its build.json, written by the build's code. */
async function publishFrom(sim: Sim, dir: string): Promise<void> {
  const state = await readBuildSnapshot({ CATALOG_API_URL: sim.url, CATALOG_API_KEY: KEY });
  await mkdir(dir, { recursive: true });
  await writeBuildInfo(dir, nextInfo(state, undefined, new Date()));
}

/** `node scripts/watch.ts` in the copy without node_modules, on this Node (24). */
function watch(env: Record<string, string>, args = ['--published', folder]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/watch.ts', ...args], {
      cwd: clone,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}

const against = (sim: Sim, env: Record<string, string> = {}) =>
  watch({ CATALOG_API_URL: sim.url, CATALOG_API_KEY: KEY, ...env });

describe('node scripts/watch.ts', () => {
  let base: Sim;

  beforeAll(async () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    // The scheduled job's checkout: the files its sparse checkout lists, no node_modules anywhere.
    clone = await mkdtemp(join(tmpdir(), 'watch-clone-'));
    const paths = sparseCheckout(await readFile(join(ROOT, '.github/workflows/watch.yml'), 'utf8'));
    expect(paths).toContain('/scripts/watch.ts');
    for (const path of paths) await cp(join(ROOT, path), join(clone, path), { recursive: true });
    folder = join(clone, 'published');
    base = await simulator();
    await publishFrom(base, folder);
  });

  afterAll(async () => {
    await Promise.all(sims.map((sim) => sim.close()));
    if (clone) await rm(clone, { recursive: true, force: true });
  });

  it('says unchanged for the published state, in one line, without node_modules', async () => {
    const run = await against(base);
    expect(run).toEqual({ code: 0, stdout: 'unchanged', stderr: '' });
  });

  it('says changed after an edit, naming how many references in which language', async () => {
    const run = await against(await simulator([`text:${edited}`]));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('changed: 1 reference updated (de); 1 reference updated (en)');
  });

  it('says changed for a removed reference and for one added again', async () => {
    const removed = await simulator([`remove:${edited}`]);
    const gone = await against(removed);
    expect(gone.code, gone.stderr).toBe(0);
    expect(gone.stdout).toMatch(/^changed: 1 reference removed \(de\); 1 reference removed \(en\)/);

    // Published without it, and the catalog has it (back): added.
    const without = join(clone, 'published-without');
    await publishFrom(removed, without);
    const back = await watch({ CATALOG_API_URL: base.url, CATALOG_API_KEY: KEY }, ['--published', without]);
    expect(back.stdout).toMatch(/^changed: 1 reference added \(de\); 1 reference added \(en\)/);
  });

  it('says changed for a renamed branch, which moves no dateupdated', async () => {
    const run = await against(await simulator([`rename-branch:${branch}`]));
    expect(run.code, run.stderr).toBe(0);
    // The tree and every list entry that names the branch: no dateupdated moved.
    expect(run.stdout).toBe('changed: list entries (de, en); branch tree (de, en)');
  });

  it('reads the published state from SITE_URL, and a site without one counts as changed', async () => {
    const served = await serve(folder);
    try {
      const run = await watch({ CATALOG_API_URL: base.url, CATALOG_API_KEY: KEY, SITE_URL: served.url }, []);
      expect(run).toEqual({ code: 0, stdout: 'unchanged', stderr: '' });
      // The query defeats a CDN's cached copy of an older build.json.
      expect(served.paths.at(-1)).toMatch(/^\/build\.json\?t=\d+$/);
      const empty = await serve(join(clone, 'nothing-here'));
      const none = await watch({ CATALOG_API_URL: base.url, CATALOG_API_KEY: KEY, SITE_URL: empty.url }, []);
      await empty.close();
      expect(none).toEqual({ code: 0, stdout: 'changed: no build.json published yet', stderr: '' });
    } finally {
      await served.close();
    }
  });

  it('writes changed=true|false to the GitHub step outputs', async () => {
    const output = join(clone, 'github-output');
    await writeFile(output, '');
    await against(base, { GITHUB_OUTPUT: output });
    await against(await simulator([`text:${edited}`]), { GITHUB_OUTPUT: output });
    expect(await readFile(output, 'utf8')).toBe('changed=false\nchanged=true\n');
  });

  it('a refusing or unreachable catalog: one line, exit 1, no secret', async () => {
    const refused = await watch({ CATALOG_API_URL: base.url, CATALOG_API_KEY: 'revoked-key' });
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(
      /^\[watch\] Catalog API rejected the API key \(missing, invalid or revoked\) on GET \/[a-z]+\/[a-z]+$/,
    );

    const port = await closedPort();
    const secret = 'sEcReT-key-123';
    const down = await watch({ CATALOG_API_URL: `http://127.0.0.1:${port}/api/v1`, CATALOG_API_KEY: secret });
    expect(down).toMatchObject({ code: 1, stdout: '' });
    expect(down.stderr).toMatch(
      /^\[watch\] GET \/[a-z]+\/[a-z]+: network error after 3 attempts \(ECONNREFUSED\)$/,
    );
    expect(down.stderr).not.toContain(secret);
    expect(down.stderr).not.toContain(String(port));

    const unset = await watch({});
    expect(unset).toMatchObject({ code: 2, stderr: '[watch] set CATALOG_API_URL and CATALOG_API_KEY' });
  });

  it('answers --help with its usage, and a bad flag or value with one line naming it, exit 2', async () => {
    const help = await watch({}, ['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^usage: node scripts\/watch\.ts \[--published <dir>\]/);
    expect(help.stdout).toContain('CATALOG_API_URL');

    const unknown = await watch({}, ['--bogus']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: "[watch] Unknown option '--bogus' (node scripts/watch.ts --help)",
    });

    // A URL that is no URL: named, never quoted (it may carry what identifies the customer).
    const notUrl = await watch({
      CATALOG_API_URL: 'catalog.example.com/api/v1?customer=42',
      CATALOG_API_KEY: KEY,
    });
    expect(notUrl).toEqual({
      code: 2,
      stdout: '',
      stderr: '[watch] CATALOG_API_URL must be an http(s) URL ending in /api/v1',
    });
    const timeout = await against(base, { CATALOG_TIMEOUT_MS: 'soon' });
    expect(timeout).toMatchObject({
      code: 2,
      stderr: '[watch] CATALOG_TIMEOUT_MS must be a whole number ≥ 1, got "soon"',
    });
    const site = await watch({ CATALOG_API_URL: base.url, CATALOG_API_KEY: KEY, SITE_URL: 'references' }, []);
    expect(site).toMatchObject({
      code: 2,
      stderr: '[watch] SITE_URL must be an http(s) URL, got "references"',
    });
  });
});

/** The paths of the workflow's `sparse-checkout: |` block. */
function sparseCheckout(workflow: string): string[] {
  const block = /sparse-checkout: \|\n((?:[ \t]+\S+\n)+)/.exec(workflow)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A static folder over HTTP on a free loopback port, recording the paths asked for. */
async function serve(dir: string): Promise<{ url: string; paths: string[]; close(): Promise<void> }> {
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    readFile(join(dir, path)).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
