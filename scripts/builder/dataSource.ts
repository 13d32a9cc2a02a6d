import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { parseSimulatorFlags } from '../../simulator/flags.ts';
import { originAndPath } from '../../src/catalog/redact.ts';
import { readCatalogConnection, readGatewaySettings, readGatewayToken } from '../../src/settings.ts';

export type DataSource = {
  env: Record<string, string>;
  /** True when the build runs its own simulator (demo data), false for a configured catalog. */
  embedded: boolean;
  close(): Promise<void>;
  /** Requests per endpoint so far, when the build runs its own simulator (for the build report). */
  stats?: () => Record<string, number>;
};

const PORT_FILE = '.cache/simulator-port';
export const EMBEDDED_KEY = 'demo-key';
/** The simulator's token with every scope, so the default build shows what the gateway adds. */
export const EMBEDDED_GATEWAY_TOKEN = 'full-mcp-token';

/**
 * Decides where the build reads the catalog and the assistant gateway from: the configured catalog
 * (src/settings.ts, readCatalogConnection: both variables or neither), else the embedded simulator,
 * which serves the gateway too; its token can be chosen with ASSISTANT_GATEWAY_TOKEN (e.g. one
 * without the analytics scope).
 */
export async function resolveDataSource(argv: string[]): Promise<DataSource> {
  const catalog = readCatalogConnection();
  if (catalog) {
    console.log(`[build] catalog: ${originAndPath(catalog.url)}`);
    // Checked here too, so a half-configured gateway stops the build before anything is fetched.
    const gateway = readGatewaySettings();
    console.log(
      gateway
        ? `[build] assistant gateway: ${originAndPath(gateway.url)}`
        : '[build] assistant gateway: not configured (company profile, group tree and most viewed left out)',
    );
    return { env: {}, embedded: false, close: async () => {} };
  }
  return startEmbeddedSimulator(argv);
}

async function startEmbeddedSimulator(argv: string[]): Promise<DataSource> {
  const { startSimulator } = await import('../../simulator/index.ts');
  const options = {
    ...parseSimulatorFlags(argv),
    // The simulator runs on this script's thread, where its background warm-up of the search docs
    // held up the probe of an unchanged rebuild (docs/build-performance.md). A real upstream runs
    // elsewhere.
    warmSearch: false,
  };
  const simulator = await startOnPreferredPort(startSimulator, options);
  console.log(`[build] catalog: embedded simulator at ${simulator.url} (key ${EMBEDDED_KEY})`);
  console.log(`[build] assistant gateway: embedded simulator at ${simulator.gatewayUrl}`);
  return {
    env: {
      CATALOG_API_URL: simulator.url,
      CATALOG_API_KEY: EMBEDDED_KEY,
      ASSISTANT_GATEWAY_URL: simulator.gatewayUrl,
      ASSISTANT_GATEWAY_TOKEN: readGatewayToken() ?? EMBEDDED_GATEWAY_TOKEN,
    },
    embedded: true,
    close: () => simulator.close(),
    stats: () => simulator.stats(),
  };
}

type Start = (options: Record<string, unknown>) => Promise<{
  url: string;
  gatewayUrl: string;
  port: number;
  close(): Promise<void>;
  stats(): Record<string, number>;
}>;

/**
 * Media URLs carry the simulator's origin, and the data store keeps them between builds; reusing the
 * previous port keeps those URLs (and so the incremental caches) valid. Falls back to any free port.
 */
async function startOnPreferredPort(start: Start, options: Record<string, unknown>) {
  const previous = Number(await readFile(PORT_FILE, 'utf8').catch(() => ''));
  if (previous > 0) {
    try {
      return await start({ ...options, port: previous });
    } catch {
      // Port taken by something else: any free port will do, at the cost of a full refetch.
    }
  }
  const simulator = await start({ ...options, port: 0 });
  await mkdir('.cache', { recursive: true });
  await writeFile(PORT_FILE, String(simulator.port));
  return simulator;
}
