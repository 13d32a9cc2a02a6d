/**
 * `npm run simulator -- --port <p> [flags]`: runs the simulator until interrupted and prints
 * two lines, `listening on http://127.0.0.1:<port>/api/v1` and `gateway on http://127.0.0.1:<port>/mcp/v1`.
 * Bad flags: usage on stderr, exit 2.
 */
import { parseArgs } from 'node:util';
import { integer, SIMULATOR_FLAGS, simulatorOptions } from './flags.ts';
import type { SimulatorOptions } from './options.ts';

const USAGE = `usage: npm run simulator -- [--port <p>] [--references <n>] [--seed <s>]
         [--latency-ms <ms>] [--fail-rate <0..1>] [--fault-seed <s>] [--slow-ms <ms>]
         [--revision <r>] [--changes <k>] [--fail-reference <id>] [--drift-reference <id>]
         [--quirks <0..1>] [--quirk-reference <id>] [--gone-media-reference <id>]
         [--gateway-fault <kind>] [--mcp-rate-limit <n>] [--edit <kind>:<id> | --edit company]
         [--hostile-text]

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
  --hostile-text          markup (<script>, onerror, javascript: links, ]]>, <!--, {{…}}, \${…},
                          a Markdown link) appended to every text field, and every third link
                          field a javascript: URL: a catalog an attacker typed into

Latency and faults apply to the REST API (/api/v1) and the assistant gateway (/mcp/v1).`;

function fail(message: string): never {
  process.stderr.write(`simulator: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function parse(argv: string[]): SimulatorOptions {
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { ...SIMULATOR_FLAGS, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const port = integer('port', values.port);
    if (port !== undefined && port > 65535) fail('--port must be at most 65535');
    return { ...simulatorOptions(values), ...(port === undefined ? {} : { port }) };
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
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
