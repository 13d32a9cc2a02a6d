/**
 * `npm run build`: builds the site into dist/.
 * With CATALOG_API_URL and CATALOG_API_KEY set it builds from that API; with neither set it starts the
 * embedded simulator on a loopback port, builds from it and stops it. The build is written to a
 * staging folder and swapped into dist/ only when complete, so a failed build leaves dist/ as it was.
 * `--dev` runs `astro dev` instead. Simulator flags (`--references`, `--seed`, `--latency-ms`,
 * `--fail-rate`, `--revision`, `--changes`) go to the embedded simulator.
 */
import { spawn } from 'node:child_process';
import { takeFailure } from '../src/lib/buildFailure.ts';
import { resolveDataSource } from './lib/dataSource.ts';
import { prepareStaging, publishStaging } from './lib/staging.ts';

const argv = process.argv.slice(2);
const dev = argv.includes('--dev');
const passThrough = ['--dev', '--force', '--allow-shrink'];

async function main(): Promise<number> {
  takeFailure(); // a stale note from an earlier run must not be blamed on this one
  const source = await resolveDataSource(argv.filter((arg) => !passThrough.includes(arg)));
  const env = {
    ...process.env,
    ...source.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(argv.includes('--allow-shrink') ? { CATALOG_ALLOW_SHRINK: '1' } : {}),
  };
  try {
    if (dev) return await run('astro', ['dev', '--host', '127.0.0.1'], env);
    const outDir = await prepareStaging();
    const force = argv.includes('--force') ? ['--force'] : [];
    const code = await run('astro', ['build', '--outDir', outDir, ...force], env);
    if (code !== 0) {
      fail(takeFailure() ?? `astro build exited with code ${code}`);
      return code;
    }
    await publishStaging();
    console.log('[build] published dist/');
    return 0;
  } finally {
    await source.close();
  }
}

function fail(reason: string): void {
  console.error(`[build] FAILED: ${reason} — dist/ left unchanged`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
