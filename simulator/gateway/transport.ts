/**
 * Streamable HTTP transport of the gateway (spec §4.1): POST with one JSON-RPC message or a batch,
 * 204 for notifications, 501 for GET (no server-initiated stream), DELETE ends a session.
 * Order of checks: faults → method → token (401) → rate limit (429) → session (404) → body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GATEWAY_PATH, LIMITS, SESSION_HEADER } from '../../src/gateway/schemas.ts';
import type { SimContext } from '../context.ts';
import type { GatewayFault } from '../options.ts';
import { type Faults, sleep } from '../server/faults.ts';
import { CORS_HEADERS } from '../server/jsonp.ts';
import type { Stats } from '../server/stats.ts';
import { GatewayAuth, type GatewayCaller } from './auth.ts';
import { asRpcError, errorResponse, RpcError, type RpcId } from './errors.ts';
import { type CallRecord, callMethod, type MethodContext } from './methods.ts';
import { RateLimiter } from './rateLimit.ts';
import { type Session, Sessions } from './sessions.ts';

/** Largest request body: a 200 KB match text with room for JSON escaping. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface GatewayBackend {
  sim: SimContext;
  auth: GatewayAuth;
}

export interface GatewayDeps {
  backend: Promise<GatewayBackend>;
  faults: Faults;
  stats: Stats;
  /** Requests per minute per token (spec: 60). */
  rateLimit: number;
  /** A gateway on a bad day (test hook): every request fails this way. */
  fault?: GatewayFault | undefined;
}

/** The answer of a failing gateway, or undefined where it answers (odd-shape answers, oddly). */
function faultReply(res: ServerResponse, fault: GatewayFault | undefined): boolean {
  if (fault === 'down') reply(res, 503, undefined, { 'Retry-After': '1' });
  else if (fault === 'unauthorized')
    replyError(res, new RpcError('tokenInvalid', 'Token invalid, expired or revoked'), 401, {
      'WWW-Authenticate': 'Bearer',
    });
  else if (fault === 'forbidden') replyError(res, new RpcError('invalidRequest', 'Forbidden'), 403);
  else if (fault === 'rate-limited')
    replyError(res, new RpcError('rateLimited', 'Rate limit exceeded'), 429, { 'Retry-After': '1' });
  else return false;
  return true;
}

/** A tool result in a shape no schema expects: the structured content replaced by a bare list. */
function oddShape(result: unknown): unknown {
  if (typeof result !== 'object' || result === null || !('structuredContent' in result)) return result;
  const odd = [{ unexpected: true }];
  return { ...result, structuredContent: odd, content: [{ type: 'text', text: JSON.stringify(odd) }] };
}

const HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Access-Control-Expose-Headers': `Retry-After, ${SESSION_HEADER}`,
};

function reply(
  res: ServerResponse,
  status: number,
  body?: unknown,
  extra: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = {
    ...HEADERS,
    ...extra,
    'Content-Length': String(Buffer.byteLength(text)),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
  res.writeHead(status, headers);
  res.end(body === undefined ? undefined : text);
}

const replyError = (
  res: ServerResponse,
  err: RpcError,
  status = err.httpStatus,
  extra?: Record<string, string>,
) => reply(res, status, errorResponse(null, err), extra);

/** The body, or null when it exceeds the limit (the rest is not read). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const isId = (v: unknown): v is RpcId =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || v === null;

export class Gateway {
  readonly #deps: GatewayDeps;
  readonly #limiter: RateLimiter;
  readonly #sessions = new Sessions();
  readonly #calls: CallRecord[] = [];

  constructor(deps: GatewayDeps) {
    this.#deps = deps;
    this.#limiter = new RateLimiter(deps.rateLimit);
  }

  /** The call log (GET /__simulator/stats → gateway.calls): tool and method names, never a match text. */
  calls(): CallRecord[] {
    return this.#calls.map((c) => structuredClone(c));
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res
        .writeHead(204, {
          ...HEADERS,
          'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers']?.trim() || '*',
          'Access-Control-Max-Age': '86400',
        })
        .end();
      return;
    }
    const { faults, stats } = this.#deps;
    stats.count(GATEWAY_PATH);
    await sleep(faults.latencyMs);
    const fault = faults.draw();
    if (fault === 'drop') return void req.socket.destroy();
    if (fault === 'error500') return reply(res, 500);
    if (fault === 'rate429')
      return replyError(res, new RpcError('rateLimited', 'Rate limit exceeded'), 429, { 'Retry-After': '1' });
    if (fault === 'slow') await sleep(faults.slowMs);
    if (faultReply(res, this.#deps.fault)) return;

    if (method === 'GET') return reply(res, 501, undefined, { Allow: 'POST, DELETE' });
    if (method !== 'POST' && method !== 'DELETE')
      return reply(res, 405, undefined, { Allow: 'POST, GET, DELETE, OPTIONS' });

    const backend = await this.#deps.backend;
    let caller: GatewayCaller;
    try {
      caller = backend.auth.caller(GatewayAuth.tokenOf(req.headers.authorization, url));
    } catch (err) {
      return replyError(res, asRpcError(err, 'internalError'), undefined, { 'WWW-Authenticate': 'Bearer' });
    }
    if (!this.#limiter.take(caller.key))
      return replyError(res, new RpcError('rateLimited', 'Rate limit exceeded'), 429, {
        'Retry-After': String(LIMITS.retryAfterSeconds),
      });

    const sid = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(sid) ? sid[0] : sid;
    let session: Session | undefined;
    if (sessionId !== undefined) {
      session = this.#sessions.get(sessionId, caller.key);
      if (!session)
        return replyError(res, new RpcError('invalidRequest', 'Session not found or terminated'), 404);
    }
    if (method === 'DELETE') {
      if (!session)
        return replyError(res, new RpcError('invalidRequest', `${SESSION_HEADER} header required`), 400);
      this.#sessions.close(session.id, caller.key);
      return reply(res, 204);
    }

    const body = await readBody(req);
    if (body === null)
      return replyError(
        res,
        new RpcError('invalidRequest', `Request body larger than ${MAX_BODY_BYTES} bytes`),
        413,
        {
          Connection: 'close',
        },
      );
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      return replyError(res, new RpcError('parseError', 'Parse error: invalid JSON'));
    }

    const ctx: MethodContext = {
      sim: backend.sim,
      caller,
      sessions: this.#sessions,
      session,
      log: (record) => {
        this.#calls.push(record);
      },
    };
    const sessionHeader = (): Record<string, string> =>
      ctx.opened ? { [SESSION_HEADER]: ctx.opened.id } : {};

    if (Array.isArray(message)) {
      if (message.length === 0) return replyError(res, new RpcError('invalidRequest', 'Empty batch'), 200);
      const answers = message.map((m) => this.#one(ctx, m)).filter((a) => a !== undefined);
      if (answers.length === 0) return reply(res, 204, undefined, sessionHeader());
      return reply(
        res,
        200,
        answers.map((a) => a.body),
        sessionHeader(),
      );
    }
    const answer = this.#one(ctx, message);
    if (answer === undefined) return reply(res, 204, undefined, sessionHeader());
    return reply(res, answer.status, answer.body, sessionHeader());
  }

  /** One message: its response and HTTP status, or undefined for a notification. */
  #one(ctx: MethodContext, m: unknown): { status: number; body: unknown } | undefined {
    const obj =
      typeof m === 'object' && m !== null && !Array.isArray(m) ? (m as Record<string, unknown>) : undefined;
    const hasId = obj !== undefined && 'id' in obj;
    const id: RpcId = hasId && isId(obj.id) ? obj.id : null;
    const invalid = (why: string) => {
      const err = new RpcError('invalidRequest', `Invalid request: ${why}`);
      return { status: err.httpStatus, body: errorResponse(id, err) };
    };
    if (!obj) return invalid('not an object');
    if (obj.jsonrpc !== '2.0') return invalid('jsonrpc must be "2.0"');
    if (typeof obj.method !== 'string' || obj.method === '') return invalid('method must be a string');
    if (hasId && !isId(obj.id)) return invalid('id must be a string, number or null');
    if ('params' in obj && (typeof obj.params !== 'object' || obj.params === null))
      return invalid('params must be an object or array');
    // Notifications (no id) change nothing in a read-only gateway; they get no answer.
    if (!hasId) return undefined;
    try {
      const result = callMethod(ctx, obj.method, obj.params);
      const odd = this.#deps.fault === 'odd-shape' && obj.method === 'tools/call';
      return { status: 200, body: { jsonrpc: '2.0', id, result: odd ? oddShape(result) : result } };
    } catch (err) {
      const e = asRpcError(err, 'internalError');
      if (!(err instanceof RpcError))
        process.stderr.write(
          `gateway: internal error in ${obj.method}: ${err instanceof Error ? err.message : String(err)}\n`,
        );
      return { status: e.httpStatus, body: errorResponse(id, e) };
    }
  }
}
