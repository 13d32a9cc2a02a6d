/**
 * A node:http server whose every answer the test scripts: exact failure sequences (401, 204,
 * 429, 5xx, hangs, dropped sockets, broken JSON) that a realistic simulator would not produce.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (ctx: {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** 1-based index of this request since the last reset(). */
  n: number;
}) => unknown;

export interface ScriptedServer {
  /** Base URL ending with /api/v1, as the client expects. */
  baseUrl: string;
  /** Every request URL since the last reset(), in arrival order. */
  requests: URL[];
  maxInFlight: number;
  handle: Handler;
  reset(handler: Handler): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  let inFlight = 0;
  const state: ScriptedServer = {
    baseUrl: '',
    requests: [],
    maxInFlight: 0,
    handle: ({ res }) => sendJson(res, { error: 'no handler' }, 500),
    reset(handler) {
      state.requests = [];
      state.maxInFlight = 0;
      state.handle = handler;
    },
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(url);
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    let counted = true;
    const leave = (): void => {
      if (counted) inFlight--;
      counted = false;
    };
    res.on('close', leave);
    void state.handle({ req, res, url, n: state.requests.length });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/api/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
