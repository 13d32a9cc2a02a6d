/**
 * `npm run build`: builds the site into dist/.
 * With CATALOG_API_URL and CATALOG_API_KEY set it builds from that API; with neither set it starts the
 * embedded simulator on a loopback port, builds from it and stops it. `--dev` runs `astro dev` instead.
 * Simulator flags (`--references`, `--seed`, `--latency-ms`, `--fail-rate`, `--revision`, `--changes`)
 * are passed to the embedded simulator.
 */
import { spawn } from 'node:child_process';
import { resolveDataSource } from './lib/dataSource.ts';

const argv = process.argv.slice(2);
const dev = argv.includes('--dev');

async function main(): Promise<number> {
  const source = await resolveDataSource(argv.filter((arg) => arg !== '--dev'));
  try {
    const astroArgs = dev ? ['dev', '--host', '127.0.0.1'] : ['build'];
    return await run('astro', astroArgs, { ...process.env, ...source.env });
  } finally {
    await source.close();
  }
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
    console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
