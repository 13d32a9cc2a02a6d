/** Shared helpers of the gateway tests: raw JSON-RPC over fetch, the official SDK client, tokens. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const DEMO = 'demo-mcp-token';
export const FULL = 'full-mcp-token';
export const READ = 'read-mcp-token';
export const OTHER = 'other-company-mcp-token';
export const REVOKED = 'revoked-mcp-token';
export const EXPIRED = 'expired-mcp-token';

export interface RpcAnswer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC bodies are checked field by field in tests
  body: any;
}

/** POSTs a raw body (string) or a JSON value to the gateway. */
export async function post(
  url: string,
  payload: unknown,
  opts: { token?: string | undefined; headers?: Record<string, string>; raw?: boolean } = {},
): Promise<RpcAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: opts.raw ? (payload as string) : JSON.stringify(payload),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

let nextId = 1;
export const request = (method: string, params?: unknown) => ({
  jsonrpc: '2.0',
  id: nextId++,
  method,
  ...(params === undefined ? {} : { params }),
});

/** tools/call over raw HTTP. */
export const callRaw = (url: string, token: string, name: string, args: Record<string, unknown> = {}) =>
  post(url, request('tools/call', { name, arguments: args }), { token });

/** structuredContent of a successful raw tools/call (fails loudly otherwise). */
export async function structured<T = Record<string, unknown>>(
  url: string,
  token: string,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const a = await callRaw(url, token, name, args);
  if (a.status !== 200 || !a.body?.result)
    throw new Error(`${name} failed: ${a.status} ${a.text.slice(0, 300)}`);
  return a.body.result.structuredContent as T;
}

/** The official MCP SDK client, connected with a bearer token. */
export async function sdkClient(
  url: string,
  token: string,
): Promise<{ client: Client; transport: StreamableHTTPClientTransport; errors: Error[] }> {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'gateway-test', version: '1.0.0' });
  const errors: Error[] = [];
  client.onerror = (e) => {
    errors.push(e);
  };
  await client.connect(transport);
  return { client, transport, errors };
}
