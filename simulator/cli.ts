/**
 * `npm run simulator -- --port <p> [flags]`: runs the simulator until interrupted and prints
 * two lines, `listening on http://127.0.0.1:<port>/api/v1` and `gateway on http://127.0.0.1:<port>/mcp/v1`.
 * Bad flags: usage on stderr, exit 2.
 */
import { parseArgs } from 'node:util';
import type { SimulatorOptions } from './options.ts';

const USAGE = `usage: npm run simulator -- [--port <p>] [--references <n>] [--seed <s>]
         [--latency-ms <ms>] [--fail-rate <0..1>] [--fault-seed <s>] [--slow-ms <ms>]
         [--revision <r>] [--changes <k>] [--fail-reference <id>] [--drift-reference <id>]
         [--quirks <0..1>] [--quirk-reference <id>] [--gone-media-reference <id>]
         [--gateway-fault <kind>] [--mcp-rate-limit <n>] [--edit <kind>:<id> | --edit company]

  --port <p>              port on 127.0.0.1 (0 or omitted = a free port)
  --references <n>        references of company 1 (default 240)
  --seed <s>              data set seed (default 1)
  --revision <r>          data revision; with --changes <k>, k references get a newer
                          dateupdated and title
  --latency-ms <ms>       added to every API request
  --fail-rate <p>         per API request, probability of a fault: 500, dropped connection,
                          429 with Retry-After: 1, or an extra-slow answer
  --fault-seed <s>        seed of the fault generator (default 1)
  --slow-ms <ms>          delay of the extra-slow fault (default 3000)
  --fail-reference <id>   that reference's detail always answers 500 (repeatable, or a,b,c)
  --drift-reference <id>  that reference's projecttitle is an object, in the list, search and
                          detail (schema drift; repeatable)
  --quirks <p>            share of references served as production APIs often write them: null
                          or {} for an empty text or list, numbers as strings and numeric texts
                          as numbers, 0/1 or "true"/"false" for booleans, "" for a missing
                          coordinate, a one-item list as its item, timestamps with a space or a
                          zone (same content)
  --quirk-reference <id>  that reference is served so too (repeatable)
  --gone-media-reference <id>  that reference's media files and partner logos answer 404
                          (repeatable)
  --gateway-fault <kind>  every gateway request fails: down (503), unauthorized (401), forbidden
                          (403), rate-limited (429), odd-shape (tool results no schema expects)
  --mcp-rate-limit <n>    assistant gateway requests per minute per token (default 60)
  --edit <kind>:<id>      one upstream edit of a reference (repeatable): text, unpublish, remove,
                          slug, move, image, place, classify; rename-branch:<branch_ID> and
                          rename-group:<group_ID> rename one in the tree and every detail (no
                          dateupdated moves); --edit company changes the company profile

Latency and faults apply to the REST API (/api/v1) and the assistant gateway (/mcp/v1).`;

function fail(message: string): never {
  process.stderr.write(`simulator: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function integer(flag: string, raw: string | undefined, min = 0): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw.trim())) fail(`--${flag} needs a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min) fail(`--${flag} must be at least ${min}`);
  return n;
}

function ids(flag: string, raws: string[] | undefined): number[] | undefined {
  if (!raws || raws.length === 0) return undefined;
  return raws.flatMap((r) => r.split(',')).map((r) => integer(flag, r, 1) as number);
}

function parse(argv: string[]): SimulatorOptions {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        references: { type: 'string' },
        seed: { type: 'string' },
        'latency-ms': { type: 'string' },
        'fail-rate': { type: 'string' },
        'fault-seed': { type: 'string' },
        'slow-ms': { type: 'string' },
        revision: { type: 'string' },
        changes: { type: 'string' },
        'fail-reference': { type: 'string', multiple: true },
        'drift-reference': { type: 'string', multiple: true },
        quirks: { type: 'string' },
        'quirk-reference': { type: 'string', multiple: true },
        'gone-media-reference': { type: 'string', multiple: true },
        'gateway-fault': { type: 'string' },
        'mcp-rate-limit': { type: 'string' },
        edit: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const s = (k: string) => values[k] as string | undefined;
  const port = integer('port', s('port'));
  if (port !== undefined && port > 65535) fail('--port must be at most 65535');
  const rate = s('fail-rate');
  let failRate: number | undefined;
  if (rate !== undefined) {
    failRate = Number(rate);
    if (rate.trim() === '' || !Number.isFinite(failRate) || failRate < 0 || failRate > 1)
      fail(`--fail-rate needs a number from 0 to 1, got "${rate}"`);
  }
  const quirkRaw = s('quirks');
  const quirks = quirkRaw === undefined ? undefined : Number(quirkRaw);
  if (quirkRaw !== undefined && (quirkRaw.trim() === '' || !(Number(quirks) >= 0 && Number(quirks) <= 1)))
    fail(`--quirks needs a number from 0 to 1, got "${quirkRaw}"`);
  const opts: SimulatorOptions = {};
  const set = <K extends keyof SimulatorOptions>(k: K, v: SimulatorOptions[K] | undefined) => {
    if (v !== undefined) opts[k] = v;
  };
  set('port', port);
  set('references', integer('references', s('references')));
  set('seed', integer('seed', s('seed')));
  set('latencyMs', integer('latency-ms', s('latency-ms')));
  set('failRate', failRate);
  set('faultSeed', integer('fault-seed', s('fault-seed')));
  set('slowMs', integer('slow-ms', s('slow-ms')));
  set('revision', integer('revision', s('revision')));
  set('changes', integer('changes', s('changes')));
  set('failReference', ids('fail-reference', values['fail-reference'] as string[] | undefined));
  set('driftReference', ids('drift-reference', values['drift-reference'] as string[] | undefined));
  set('quirks', quirks);
  set('quirkReference', ids('quirk-reference', values['quirk-reference'] as string[] | undefined));
  set(
    'goneMediaReference',
    ids('gone-media-reference', values['gone-media-reference'] as string[] | undefined),
  );
  set('gatewayFault', s('gateway-fault') as SimulatorOptions['gatewayFault']);
  set('mcpRateLimit', integer('mcp-rate-limit', s('mcp-rate-limit'), 1));
  set('edits', values.edit as string[] | undefined);
  return opts;
}

const options = parse(process.argv.slice(2));
// Loaded after parsing, so a usage error answers at once.
const { OptionError, startSimulator } = await import('./index.ts');
try {
  const sim = await startSimulator(options);
  process.stdout.write(`listening on ${sim.url}\ngateway on ${sim.gatewayUrl}\n`);
  const stop = () => {
    sim.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  if (err instanceof OptionError) fail(err.message);
  const code = (err as NodeJS.ErrnoException).code;
  process.stderr.write(
    `simulator: cannot start: ${code === 'EADDRINUSE' ? 'port already in use' : String(err)}\n`,
  );
  process.exit(1);
}
