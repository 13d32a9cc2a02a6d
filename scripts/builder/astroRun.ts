/**
 * `node scripts/builder/astroRun.ts build [--outDir <dir>] [--force] [--verbose]`: Astro's build (its
 * content sync included) through Astro's JavaScript API. scripts/build.ts runs it as a child process
 * (astroProcess.ts) and receives each stage it enters and its result as typed IPC messages (AstroRunMessage). In here the
 * build's events become progress lines and counts (buildLog.ts, an integration) and, on GitHub
 * Actions, annotations (annotations.ts); Astro's per-page and per-image lines are left out (astroLog.ts).
 */
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { subscribe } from '../../src/loaders/buildEvents.ts';
import { createAnnotations } from './annotations.ts';
import { type AstroRunMessage, createBuildLog } from './buildLog.ts';
import { sendToBuild } from './stepProcess.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    outDir: { type: 'string' },
    force: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const log = createBuildLog({
  write: (line) => console.log(line),
  stage: (stage) => void sendToBuild<AstroRunMessage>({ kind: 'stage', stage }),
});
subscribe(log.event);
subscribe(createAnnotations((line) => console.log(line)));
const logger = { entrypoint: new URL('./astroLog.ts', import.meta.url), config: { verbose: values.verbose } };

let error: unknown;
try {
  if (positionals[0] !== 'build') throw new Error(`astroRun: unknown command ${positionals[0]}`);
  await build({
    logger,
    force: values.force,
    integrations: [log.integration],
    ...(values.outDir ? { outDir: values.outDir } : {}),
  });
} catch (caught) {
  error = caught ?? new Error('astro failed');
  console.error(caught instanceof Error ? (caught.stack ?? caught.message) : String(caught));
}
const result = log.result(error === undefined, error);
await sendToBuild<AstroRunMessage>({ kind: 'result', result });
process.exit(result.ok ? 0 : 1);
