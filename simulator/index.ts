/**
 * Programmatic API of the Reference Catalog API simulator (spec: shared/spec/catalog-rest-api.md).
 *
 *   const sim = await startSimulator({ references: 240, seed: 1 });
 *   fetch(`${sim.url}/references/referenceprojects?apiKey=demo-key`);
 *   await sim.close();
 *
 * The server listens first (so media URLs can carry the real port), then generates and indexes
 * the data set; the promise resolves once every language view is ready.
 */
import type { AddressInfo } from 'node:net';
import { LANGS } from '../src/catalog/lang.ts';
import { GATEWAY_PATH } from '../src/gateway/schemas.ts';
import { randomSeeds, type SimContext } from './context.ts';
import { generateDataset } from './data/index.ts';
import { MEDIA_KINDS } from './data/model.ts';
import { mediaServer } from './endpoints/media.ts';
import { GatewayAuth } from './gateway/auth.ts';
import { Gateway, type GatewayBackend } from './gateway/transport.ts';
import { filterDefs } from './membership.ts';
import { type ResolvedOptions, resolveOptions, type SimulatorOptions } from './options.ts';
import { buildRoutes, ENDPOINT_PATHS } from './routes.ts';
import { Auth } from './server/auth.ts';
import { Faults } from './server/faults.ts';
import { type Backend, createHttpServer } from './server/http.ts';
import { goneMedia } from './server/quirks.ts';
import { API_BASE } from './server/routing.ts';
import { Stats } from './server/stats.ts';
import { Lookups } from './store/lookups.ts';
import { presortOrders } from './store/ordering.ts';
import { searchIndex } from './store/searchDocs.ts';
import { Store } from './store/view.ts';
import { ViewLog } from './store/viewLog.ts';

export type { SimulatorOptions } from './options.ts';
export { OptionError } from './options.ts';
export { FIXED_EXPORT_LOGIN, FIXED_KEYS, FIXED_MCP_TOKENS } from './server/credentials.ts';

export interface SimulatorHandle {
  /** Base URL, `http://127.0.0.1:<port>/api/v1`. */
  url: string;
  /** Assistant gateway endpoint, `http://127.0.0.1:<port>/mcp/v1`. */
  gatewayUrl: string;
  port: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
  /** Requests per endpoint path since start (as in GET /__simulator/stats → requests). */
  stats(): Record<string, number>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const o = resolveOptions(options);
  const stats = new Stats();
  const views = new ViewLog();
  let ready!: (b: Backend) => void;
  let failed!: (e: unknown) => void;
  const backend = new Promise<Backend>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  backend.catch(() => {}); // rejection is reported through startSimulator itself
  let gatewayReady!: (g: GatewayBackend) => void;
  let gatewayFailed!: (e: unknown) => void;
  const gatewayBackend = new Promise<GatewayBackend>((resolve, reject) => {
    gatewayReady = resolve;
    gatewayFailed = reject;
  });
  gatewayBackend.catch(() => {});

  // One fault generator for both channels: the flags apply to the REST API and the gateway alike.
  const faults = new Faults({
    latencyMs: o.latencyMs,
    failRate: o.failRate,
    faultSeed: o.faultSeed,
    slowMs: o.slowMs,
  });
  const gateway = new Gateway({
    backend: gatewayBackend,
    faults,
    stats,
    rateLimit: o.mcpRateLimit,
    fault: o.gatewayFault,
  });
  let warmed = false;
  const server = createHttpServer({
    backend,
    endpoints: ENDPOINT_PATHS,
    faults,
    stats,
    statsBody: () => ({
      requests: stats.snapshot(),
      // True once the background warm-up of the search docs is done (a bench starts its clock then).
      searchWarmed: warmed,
      views: views.snapshot(),
      gateway: { calls: gateway.calls() },
    }),
    gateway: { path: GATEWAY_PATH, handle: (req, res, url) => gateway.handle(req, res, url) },
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  let stopped = false;
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      stopped = true;
      server.close(() => resolve());
      server.closeAllConnections();
    });

  try {
    const { backend: b, warmSearch, gateway: g } = await buildBackend(o, origin, views);
    ready(b);
    gatewayReady(g);
    if (o.warmSearch)
      void warmSearch(() => stopped).then(() => {
        warmed = true;
      });
  } catch (err) {
    failed(err);
    gatewayFailed(err);
    await close();
    throw err;
  }
  return {
    url: `${origin}${API_BASE}`,
    gatewayUrl: `${origin}${GATEWAY_PATH}`,
    port,
    close,
    stats: () => stats.snapshot(),
  };
}

async function buildBackend(
  o: ResolvedOptions,
  origin: string,
  views: ViewLog,
): Promise<{
  backend: Backend;
  gateway: GatewayBackend;
  warmSearch: (stopped: () => boolean) => Promise<void>;
}> {
  const data = await generateDataset({
    references: o.references,
    seed: o.seed,
    revision: o.revision,
    ...(o.changes === undefined ? {} : { changes: o.changes }),
    edits: o.edits,
    hostileText: o.hostileText,
  });
  const lookups = new Lookups(data);
  const store = new Store(lookups, origin);
  const auth = new Auth(data);
  const sim: SimContext = { options: o, lookups, store, auth, views, nextRandomSeed: randomSeeds(o.seed) };
  // Precompute per language what list pages and filters need (membership, every static order),
  // so list pages answer in milliseconds from the first request on.
  const langViews = data.companies.flatMap((c) => LANGS.map((l) => store.view(c.company_ID, l)));
  for (const view of langViews) {
    filterDefs(view);
    presortOrders(view);
  }
  // Search docs take seconds at 20,000 references: built in the background after start.
  const warmSearch = async (stopped: () => boolean) => {
    for (const view of langViews) await searchIndex(view).warm(stopped);
  };
  return {
    backend: {
      auth,
      routes: buildRoutes(sim),
      media: mediaServer(
        lookups,
        goneMedia(o, (id) => {
          const ref = lookups.references.get(id);
          return (
            ref && {
              media: MEDIA_KINDS.flatMap((kind) => ref.media[kind] ?? []),
              partner_IDs: ref.partner_IDs,
            }
          );
        }),
      ),
    },
    gateway: { sim, auth: new GatewayAuth(data) },
    warmSearch,
  };
}
