/** The JSON-RPC methods of spec §4.2, for one parsed request of an authenticated caller. */
import {
  PROMPT_NAMES,
  PROTOCOL_VERSION,
  promptListing,
  RESOURCE_MIME,
  RESOURCE_TEMPLATES,
  RESOURCES,
  TOOL_NAMES,
  TOOLS,
  toolListing,
} from '../../src/gateway/schemas.ts';
import { RpcError } from './errors.ts';
import { getPrompt, isPromptName } from './prompts.ts';
import { readResource } from './resources.ts';
import { LOG_LEVELS, type LogLevel, type Session, type Sessions } from './sessions.ts';
import type { ToolContext } from './tools/common.ts';
import { callTool, isToolName, loggedArguments } from './tools/index.ts';

export const SERVER_INFO = { name: 'reference-catalog-gateway-simulator', version: '1.0.0' } as const;

/** One entry of the call log (GET /__simulator/stats → gateway.calls). Never a match text. */
export interface CallRecord {
  method: string;
  name?: string;
  arguments?: Record<string, unknown>;
}

export interface MethodContext extends ToolContext {
  sessions: Sessions;
  /** The session the request named (already checked), if any. */
  session: Session | undefined;
  /** Set by initialize: the session to announce in Mcp-Session-Id. */
  opened?: Session;
  log(record: CallRecord): void;
}

type Params = Record<string, unknown>;

function objectParams(params: unknown): Params {
  if (params === undefined) return {};
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new RpcError('invalidParams', 'params must be an object');
  return params as Params;
}

const METHODS: Record<string, (ctx: MethodContext, p: Params) => unknown> = {
  initialize: (ctx, p) => {
    if (typeof p.protocolVersion !== 'string')
      throw new RpcError('invalidParams', 'protocolVersion is required');
    ctx.opened = ctx.sessions.open(ctx.caller.key);
    return {
      // Whatever the client proposes, this gateway speaks one version (spec §9).
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {
        tools: { listChanged: false },
        resources: { subscribe: false, listChanged: false },
        prompts: { listChanged: false },
        logging: {},
      },
      serverInfo: SERVER_INFO,
    };
  },
  ping: () => ({}),
  'logging/setLevel': (ctx, p) => {
    if (!LOG_LEVELS.includes(p.level as LogLevel))
      throw new RpcError('invalidParams', `level must be one of ${LOG_LEVELS.join(', ')}`);
    if (ctx.session) ctx.session.logLevel = p.level as LogLevel;
    return {};
  },
  'tools/list': (ctx) => ({
    tools: TOOL_NAMES.filter((n) => TOOLS[n].scopes.every((s) => ctx.caller.scopes.has(s))).map(toolListing),
  }),
  'tools/call': (ctx, p) => {
    const args = p.arguments;
    const loggable =
      typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Params) : {};
    ctx.log({
      method: 'tools/call',
      // Only known names: whatever else a client sends is not worth keeping.
      ...(isToolName(p.name) ? { name: p.name, arguments: loggedArguments(p.name, loggable) } : {}),
    });
    return callTool(ctx, p.name, args);
  },
  'resources/list': () => ({ resources: RESOURCES.map((r) => ({ ...r, mimeType: RESOURCE_MIME })) }),
  'resources/templates/list': () => ({
    resourceTemplates: RESOURCE_TEMPLATES.map((t) => ({ ...t, mimeType: RESOURCE_MIME })),
  }),
  'resources/read': (ctx, p) => {
    ctx.log({ method: 'resources/read' });
    return readResource(ctx, p.uri);
  },
  'prompts/list': () => ({ prompts: PROMPT_NAMES.map(promptListing) }),
  'prompts/get': (ctx, p) => {
    ctx.log({ method: 'prompts/get', ...(isPromptName(p.name) ? { name: p.name } : {}) });
    return getPrompt(p.name, p.arguments);
  },
};

export const isKnownMethod = (method: string): boolean => Object.hasOwn(METHODS, method);

export function callMethod(ctx: MethodContext, method: string, params: unknown): unknown {
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!handler) throw new RpcError('methodNotFound', 'Method not found');
  return handler(ctx, objectParams(params));
}
