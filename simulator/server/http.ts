/**
 * The request pipeline: route → count → latency/fault hooks → auth → endpoint → encode.
 * Endpoints return a Reply; this file is the only place that writes to the socket.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Lang } from '../data/model.ts';
import { type Auth, type Caller, requestLang } from './auth.ts';
import { type Faults, sleep } from './faults.ts';
import { CORS_HEADERS, isValidCallback, preflightHeaders, wrapJsonp } from './jsonp.ts';
import type { Params } from './params.ts';
import { badRequest, empty, notFound, type Reply, unauthorized } from './reply.ts';
import { API_BASE, resolveApiTarget } from './routing.ts';
import type { Stats } from './stats.ts';

export interface ApiContext {
  endpoint: string;
  params: Params;
  caller: Caller;
  lang: Lang;
}

export type ApiHandler = (ctx: ApiContext) => Reply | Promise<Reply>;

/** Everything that needs the data set; ready only after it has been generated and indexed. */
export interface Backend {
  auth: Auth;
  routes: ReadonlyMap<string, ApiHandler>;
  /** Serves `/media/…` (the stand-in for the CDN); null when the path is unknown. */
  media(pathname: string, ifNoneMatch: string | undefined, head?: boolean): Promise<Reply | null>;
}

export interface HttpDeps {
  backend: Promise<Backend>;
  /** Endpoint paths known before the backend is ready (for canonical stats keys). */
  endpoints: ReadonlySet<string>;
  faults: Faults;
  stats: Stats;
  /** Body of GET /__simulator/stats. */
  statsBody(): unknown;
  /** The assistant gateway (simulator/gateway): answers every method on its own path. */
  gateway?: { path: string; handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const JS_TYPE = 'application/javascript; charset=utf-8';
const STATS_PATHS = new Set(['/__simulator/stats', `${API_BASE}/__simulator/stats`]);

export function createHttpServer(deps: HttpDeps): Server {
  return createServer((req, res) => {
    handle(req, res, deps).catch((err: unknown) => {
      // Never echo the URL: it may carry an API key or an export password.
      process.stderr.write(
        `simulator: internal error: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      if (!res.headersSent) send(res, empty(500), undefined, true);
      else res.destroy();
    });
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, deps: HttpDeps): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';

  if (STATS_PATHS.has(url.pathname)) {
    send(res, { kind: 'json', value: deps.statsBody() }, undefined, true);
    return;
  }
  if (deps.gateway && url.pathname === deps.gateway.path) return deps.gateway.handle(req, res, url);
  if (method === 'OPTIONS') {
    res.writeHead(204, preflightHeaders(req.headers['access-control-request-headers'])).end();
    return;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    send(res, empty(405, { Allow: 'GET, HEAD, OPTIONS' }), undefined, true);
    return;
  }

  if (url.pathname.startsWith('/media/')) {
    // HEADs apart: they are the build's "still there?" checks (src/loaders/goneMedia.ts).
    deps.stats.count(method === 'HEAD' ? '/media HEAD' : '/media');
    const backend = await deps.backend;
    const reply = await backend.media(url.pathname, req.headers['if-none-match'], method === 'HEAD');
    send(res, reply ?? notFound(), undefined, true);
    return;
  }

  const target = resolveApiTarget(url, deps.endpoints);
  if (!target) {
    send(res, notFound(), undefined, true);
    return;
  }
  deps.stats.count(target.endpoint);

  await sleep(deps.faults.latencyMs);
  const fault = deps.faults.draw();
  if (fault === 'drop') {
    req.socket.destroy();
    return;
  }
  if (fault === 'error500') return send(res, empty(500), undefined, true);
  if (fault === 'rate429') return send(res, empty(429, { 'Retry-After': '1' }), undefined, true);
  if (fault === 'slow') await sleep(deps.faults.slowMs);

  const backend = await deps.backend;
  const handler = backend.routes.get(target.endpoint);
  if (!handler) return send(res, notFound(), undefined, true);

  const callback = target.params.get('callback');
  if (callback !== undefined && !isValidCallback(callback)) return send(res, badRequest(), undefined, true);

  const caller = backend.auth.caller(target.params);
  if (!caller) return send(res, unauthorized(), undefined, true);

  const reply = await handler({
    endpoint: target.endpoint,
    params: target.params,
    caller,
    lang: requestLang(target.params, caller),
  });
  send(res, reply, callback, true);
}

function send(res: ServerResponse, reply: Reply, callback: string | undefined, cors: boolean): void {
  const headers: Record<string, string> = cors ? { ...CORS_HEADERS } : {};
  let status: number;
  let body: Uint8Array | undefined;
  if (reply.kind === 'json') {
    status = reply.status ?? 200;
    const text = JSON.stringify(reply.value);
    if (callback !== undefined) {
      body = Buffer.from(wrapJsonp(callback, text), 'utf8');
      headers['Content-Type'] = JS_TYPE;
    } else {
      body = Buffer.from(text, 'utf8');
      headers['Content-Type'] = JSON_TYPE;
    }
  } else if (reply.kind === 'bytes') {
    status = reply.status ?? 200;
    body = reply.body;
    headers['Content-Type'] = reply.contentType;
    Object.assign(headers, reply.headers);
  } else {
    status = reply.status;
    Object.assign(headers, reply.headers);
  }
  headers['Content-Length'] = String(body?.byteLength ?? 0);
  res.writeHead(status, headers);
  res.end(status === 204 || status === 304 ? undefined : body);
}
