/**
 * `npm run typecheck`: `astro check` needs the content collections synced, and so a catalog; like
 * `npm run build`, it uses the embedded simulator when CATALOG_API_URL/KEY are unset. Its own
 * cache folder keeps the build's data store untouched.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startSimulator } from '../simulator/index.ts';
import { readCatalogConnection } from '../src/settings.ts';

const astroBin = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
const external = readCatalogConnection() !== undefined;
const sim = external ? undefined : await startSimulator({ references: 240, seed: 1 });
const env = {
  ...process.env,
  SITE_CACHE_DIR: '.cache/typecheck',
  ASTRO_TELEMETRY_DISABLED: '1',
  ...(sim ? { CATALOG_API_URL: sim.url, CATALOG_API_KEY: 'demo-key' } : {}),
};
// Asynchronous spawn: the simulator answers from this process's event loop.
const child = spawn(process.execPath, [astroBin, 'check', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await sim?.close();
process.exit(code);
