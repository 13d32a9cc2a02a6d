/**
 * `npm run bench:requests`: what a build asks the catalog, counted by a proxy in front of the
 * simulator, in four builds of one work copy: cold, unchanged, after a stylesheet edit (pages
 * render, data unchanged) and after five references changed upstream. Prints, per build, the
 * requests, those identical to an earlier one of the same build, and how often each language's
 * list was read. Flags: `--references N` (default 214, the default catalog).
 */
import { appendFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSimulator } from '../simulator/index.ts';
import { createWorkCopy, runBuild } from './lib/workCopy.ts';

const { values } = parseArgs({ options: { references: { type: 'string', default: '214' } } });
const references = Number(values.references);

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
let simulator: Simulator | undefined;
let asked: string[] = [];

/** The REST API through a proxy that records each request (the key left out). */
const proxy = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://proxy');
  url.searchParams.delete('apiKey');
  url.searchParams.sort();
  asked.push(`${url.pathname}?${url.searchParams}`);
  const upstream = new URL(simulator?.url ?? '');
  const forward = request(
    { host: '127.0.0.1', port: upstream.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.destroy());
  req.pipe(forward);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyPort = (proxy.address() as AddressInfo).port;

async function serve(extra: Record<string, unknown> = {}): Promise<void> {
  const port = simulator?.port ?? 0;
  await simulator?.close();
  simulator = await startSimulator({ references, port, ...extra });
}

async function build(cwd: string): Promise<void> {
  if (!simulator) throw new Error('no simulator');
  const run = await runBuild(cwd, [], {
    CATALOG_API_URL: `http://127.0.0.1:${proxyPort}/api/v1`,
    CATALOG_API_KEY: 'demo-key',
    ASSISTANT_GATEWAY_URL: simulator.gatewayUrl,
    ASSISTANT_GATEWAY_TOKEN: 'full-mcp-token',
  });
  if (run.code !== 0) throw new Error(`build failed: ${run.output.slice(-3000)}`);
}

type Row = { build: string; requests: number; repeated: number; lists: string; twice: string[] };

function count(name: string): Row {
  const times = new Map<string, number>();
  for (const key of asked) times.set(key, (times.get(key) ?? 0) + 1);
  const twice = [...times].filter(([, n]) => n > 1).map(([key, n]) => `${n}× ${key}`);
  const repeated = asked.length - times.size;
  // A read of a language's list: a whole answer (records=0) or a first page.
  const lists = new Map<string, number>();
  for (const key of asked) {
    const params = new URLSearchParams(key.split('?')[1]);
    if (!key.startsWith('/api/v1/references/referenceprojects?')) continue;
    if (params.get('mode') !== 'paging') continue;
    if (params.get('records') !== '0' && (params.get('page') ?? '1') !== '1') continue;
    const lang = params.get('lang_ID') ?? '?';
    lists.set(lang, (lists.get(lang) ?? 0) + 1);
  }
  const listed = [...lists].map(([lang, n]) => `lang ${lang}: ${n}`).join(', ') || '0';
  return { build: name, requests: asked.length, repeated, lists: listed, twice };
}

const copy = await createWorkCopy();
const cwd = copy.dir;
const rows: Row[] = [];
try {
  await serve();
  const step = async (name: string, before?: () => Promise<void>) => {
    await before?.();
    asked = [];
    await build(cwd);
    rows.push(count(name));
    console.log(`[bench:requests] ${name}: ${asked.length} requests`);
  };
  await step('cold');
  await step('unchanged');
  await step('stylesheet edited', () => appendFile(join(cwd, 'src/styles/global.css'), '\n.bench-edit{}\n'));
  await step('five references changed upstream', () => serve({ revision: 2, changes: 5 }));
} finally {
  await simulator?.close();
  proxy.close();
  await copy.dispose();
}
console.log('\n| build | requests | identical to an earlier one | list reads |\n| --- | --: | --: | --- |');
for (const row of rows) console.log(`| ${row.build} | ${row.requests} | ${row.repeated} | ${row.lists} |`);
for (const row of rows)
  if (row.twice.length) console.log(`\n${row.build}, asked more than once:\n  ${row.twice.join('\n  ')}`);
