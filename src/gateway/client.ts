/**
 * Typed client of the Assistant Gateway (shared/spec/assistant-gateway.md) on the official MCP SDK:
 * Client + StreamableHTTPClientTransport, with the REST client's retry and timeout policy in the
 * fetch the transport uses (retryFetch.ts). Arguments and structuredContent are validated by the
 * shared zod definitions (schemas.ts); every failure is a GatewayError with the JSON-RPC code.
 * The token travels only in the Authorization header and is redacted from every message.
 * No Astro imports: build scripts run this file directly.
 *
 *   const gw = createGatewayClient({ url, token });
 *   const profile = await gw.profile('en');
 *   await gw.close();
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { z } from 'zod';
import { originAndPath, redactText } from '../catalog/redact.ts';
import { retryPolicy } from '../catalog/retry.ts';
import { GatewayError, summarizeIssues, toGatewayError } from './errors.ts';
import { parseResource, resourceSchema } from './resources.ts';
import { createRetryingFetch } from './retryFetch.ts';
import {
  ERROR_CODES,
  type GatewayLang,
  type STATISTICS_SELECTORS,
  type StatisticsResult,
  TOOLS,
  type ToolArgs,
  type ToolName,
  type ToolResult,
} from './schemas.ts';

export { GatewayError, type GatewayErrorKind, isGatewayError } from './errors.ts';

export interface GatewayClientOptions {
  /** The gateway endpoint, e.g. http://127.0.0.1:4321/mcp/v1. */
  url: string;
  /** Bearer token; never logged nor put into a message. */
  token: string;
  /** Per attempt, reading the body included. Default: DEFAULT_RETRY_POLICY, as every retry option (the REST client's). */
  timeoutMs?: number;
  /** Further attempts after the first on network errors, timeouts, 5xx and 429. */
  retries?: number;
  /** Full-jitter exponential backoff base and cap. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Cap of a 429's Retry-After wait. */
  retryAfterMaxMs?: number;
  /** Retry lines, already redacted. Default: silent. */
  logger?: (line: string) => void;
  /** The fetch underneath the retries (tests, proxies). Default: global fetch. */
  fetch?: FetchLike;
}

type Selector = (typeof STATISTICS_SELECTORS)[number];
/** get_statistics' result with the selected field present. */
export type SelectedStatistics<S extends Selector> = StatisticsResult & {
  [K in S]-?: NonNullable<StatisticsResult[K]>;
};
/** Tools whose arguments are all optional may be called without them. */
type ArgsOf<T extends ToolName> = object extends ToolArgs<T> ? [args?: ToolArgs<T>] : [args: ToolArgs<T>];

export interface GatewayClient {
  /** Any tool by its shared name; arguments and structuredContent checked by the shared schemas. */
  callTool<T extends ToolName>(name: T, ...args: ArgsOf<T>): Promise<ToolResult<T>>;
  /** get_company_profile. */
  profile(lang?: GatewayLang): Promise<ToolResult<'get_company_profile'>>;
  /** list_referencegroups: every group of the company, parent_ID making the tree. */
  referenceGroups(lang?: GatewayLang): Promise<ToolResult<'list_referencegroups'>['groups']>;
  /** get_statistics; the selected field (e.g. top_references) is guaranteed present. */
  statistics<S extends Selector>(
    args: ToolArgs<'get_statistics'> & { selector: S },
  ): Promise<SelectedStatistics<S>>;
  /** search_references. */
  search(args: ToolArgs<'search_references'>): Promise<ToolResult<'search_references'>>;
  /** get_reference (counts an API-channel view). */
  reference(referenceId: number, lang?: GatewayLang): Promise<ToolResult<'get_reference'>>;
  /** list_references, one page. */
  listReferences(args?: ToolArgs<'list_references'>): Promise<ToolResult<'list_references'>>;
  /** list_branches: one level of the branch tree (top level without parent_ID). */
  branches(args?: ToolArgs<'list_branches'>): Promise<ToolResult<'list_branches'>['branches']>;
  /** list_clients (needs client_details). */
  clients(args?: ToolArgs<'list_clients'>): Promise<ToolResult<'list_clients'>>;
  /** get_reference_media_urls. */
  mediaUrls(referenceId: number, lang?: GatewayLang): Promise<ToolResult<'get_reference_media_urls'>>;
  /** match_references. */
  match(args: ToolArgs<'match_references'>): Promise<ToolResult<'match_references'>>;
  /** Names of the tools this token may call (tools/list hides the others). */
  listTools(): Promise<ToolName[]>;
  /**
   * resources/read: the JSON payload, validated by `schema`, or by the shared definition of a
   * known URI (companies://me, references://<id>, branches://tree, ...) when none is given.
   */
  readResource<T = unknown>(uri: string, schema?: z.ZodType<T>): Promise<T>;
  /** Ends the session (DELETE) and the transport. Later calls fail with kind 'closed'. */
  close(): Promise<void>;
}

interface Connection {
  client: Client;
  transport: StreamableHTTPClientTransport;
}

const CLIENT_INFO = { name: 'reference-site-gateway-client', version: '1.0.0' };

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { token } = options;
  if (typeof token !== 'string' || token.trim() === '') throw new Error('Assistant gateway: token is empty');
  const shownUrl = originAndPath(options.url);
  if (shownUrl === '(invalid URL)') throw new Error('Assistant gateway: url is not a valid URL');
  const url = new URL(options.url);
  const secrets = [token];
  const redact = (text: string) => redactText(text, secrets);
  const policy = retryPolicy(options);
  const logger = options.logger ?? (() => {});
  const retryingFetch = createRetryingFetch({
    ...policy,
    fetch: options.fetch ?? fetch,
    logger: (line) => logger(redact(line)),
    secrets,
    shownUrl,
  });
  // The SDK's own per-request timeout (default 60 s) must outlast every attempt and wait.
  const attempts = policy.retries + 1;
  const requestOptions: RequestOptions = {
    timeout:
      attempts * policy.timeoutMs +
      policy.retries * Math.max(policy.backoffMaxMs, policy.retryAfterMaxMs) +
      5000,
  };

  let connection: Promise<Connection> | undefined;
  let closed = false;

  async function open(): Promise<Connection> {
    const transport = new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
      fetch: retryingFetch,
      // No server-initiated stream exists (GET answers 501): nothing to reconnect to.
      reconnectionOptions: {
        maxRetries: 0,
        initialReconnectionDelay: 1000,
        maxReconnectionDelay: 1000,
        reconnectionDelayGrowFactor: 1,
      },
    });
    const client = new Client(CLIENT_INFO);
    try {
      await client.connect(transport, requestOptions);
    } catch (err) {
      throw toGatewayError(err, 'initialize', redact);
    }
    return { client, transport };
  }

  function connected(): Promise<Connection> {
    if (closed) {
      return Promise.reject(new GatewayError('Assistant gateway: client is closed', { kind: 'closed' }));
    }
    if (!connection) {
      const opening = open();
      connection = opening;
      opening.catch(() => {
        if (connection === opening) connection = undefined;
      });
    }
    return connection;
  }

  /** One SDK call; a session the server no longer knows (404) is opened again once. */
  async function rpc<R>(operation: string, run: (client: Client) => Promise<R>): Promise<R> {
    for (let reopened = false; ; reopened = true) {
      const current = connected();
      const { client } = await current;
      try {
        return await run(client);
      } catch (err) {
        if (closed)
          throw new GatewayError(`Assistant gateway: ${operation}: client closed meanwhile`, {
            kind: 'closed',
          });
        const error = toGatewayError(err, operation, redact);
        if (error.status === 404 && !reopened && !closed) {
          if (connection === current) connection = undefined;
          void client.close().catch(() => {});
          continue;
        }
        throw error;
      }
    }
  }

  async function callTool<T extends ToolName>(name: T, args?: ToolArgs<T>): Promise<ToolResult<T>> {
    const operation = `tools/call ${name}`;
    const tool = TOOLS[name] as { input: z.ZodType; output: z.ZodType };
    const parsed = tool.input.safeParse(args ?? {});
    if (!parsed.success) {
      throw new GatewayError(
        `Assistant gateway: ${name}: invalid arguments (${summarizeIssues(parsed.error)})`,
        {
          kind: 'invalid_arguments',
          code: ERROR_CODES.invalidParams,
          operation,
        },
      );
    }
    const result = await rpc(operation, (client) =>
      client.callTool({ name, arguments: parsed.data as Record<string, unknown> }, undefined, requestOptions),
    );
    if (result.isError) {
      const text = Array.isArray(result.content)
        ? result.content
            .map((b) => (b.type === 'text' ? b.text : ''))
            .join(' ')
            .trim()
        : '';
      throw new GatewayError(
        `Assistant gateway: ${name} reported an error: ${redact(text.slice(0, 300) || 'no details')}`,
        { kind: 'tool', code: ERROR_CODES.toolExecution, operation },
      );
    }
    const out = tool.output.safeParse(result.structuredContent);
    if (!out.success) {
      throw new GatewayError(
        `Assistant gateway: ${name}: structuredContent does not match the shared definition (${summarizeIssues(out.error)})`,
        { kind: 'invalid_response', operation },
      );
    }
    return out.data as ToolResult<T>;
  }

  return {
    callTool: (name, ...args) => callTool(name, args[0]),
    profile: (lang) => callTool('get_company_profile', { lang }),
    referenceGroups: async (lang) => (await callTool('list_referencegroups', { lang })).groups,
    async statistics(args) {
      const result = await callTool('get_statistics', args);
      if (result[args.selector] === undefined) {
        throw new GatewayError(`Assistant gateway: get_statistics: the answer lacks ${args.selector}`, {
          kind: 'invalid_response',
          operation: 'tools/call get_statistics',
        });
      }
      return result as SelectedStatistics<typeof args.selector>;
    },
    search: (args) => callTool('search_references', args),
    reference: (referenceId, lang) => callTool('get_reference', { reference_ID: referenceId, lang }),
    listReferences: (args) => callTool('list_references', args),
    branches: async (args) => (await callTool('list_branches', args)).branches,
    clients: (args) => callTool('list_clients', args),
    mediaUrls: (referenceId, lang) =>
      callTool('get_reference_media_urls', { reference_ID: referenceId, lang }),
    match: (args) => callTool('match_references', args),
    async listTools() {
      const { tools } = await rpc('tools/list', (client) => client.listTools(undefined, requestOptions));
      return tools.map((t) => t.name).filter((n): n is ToolName => Object.hasOwn(TOOLS, n));
    },
    async readResource<T>(uri: string, schema?: z.ZodType<T>): Promise<T> {
      const operation = `resources/read ${uri.slice(0, 100)}`;
      const result = await rpc(operation, (client) => client.readResource({ uri }, requestOptions));
      return parseResource(result.contents, schema ?? (resourceSchema(uri) as z.ZodType<T> | undefined), {
        operation,
        redact,
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      const current = connection;
      connection = undefined;
      const open = await current?.catch(() => undefined);
      if (!open) return;
      // DELETE tears the session down on the server (spec §3); a server already gone is fine.
      await open.transport.terminateSession().catch(() => {});
      await open.client.close().catch(() => {});
    },
  };
}
