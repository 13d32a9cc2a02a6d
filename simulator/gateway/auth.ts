/**
 * Bearer tokens (spec §5): the fixed documented tokens plus the data set's seed-derived ones.
 * A token decides the company and the scopes; nothing in a request can change either.
 */
import { SCOPES, type Scope, TOKEN_QUERY_PARAM } from '../../src/gateway/schemas.ts';
import type { Dataset } from '../data/model.ts';
import { FIXED_MCP_TOKENS } from '../server/credentials.ts';
import { RpcError } from './errors.ts';

export interface GatewayCaller {
  /** Opaque key of the token for per-token state (rate limit, sessions); never printed. */
  key: string;
  company_ID: number;
  scopes: ReadonlySet<Scope>;
}

interface TokenRecord {
  company_ID: number;
  scopes: readonly string[];
  expires: string;
  revoked: boolean;
}

const isScope = (s: string): s is Scope => (SCOPES as readonly string[]).includes(s);

export class GatewayAuth {
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #today: string;

  constructor(data: Dataset) {
    this.#today = data.meta.today;
    for (const t of data.mcpTokens) this.#tokens.set(t.token, t);
    for (const t of FIXED_MCP_TOKENS) this.#tokens.set(t.token, t);
  }

  /** The presented token: the Authorization header wins over the query parameter. */
  static tokenOf(authorization: string | undefined, url: URL): string | undefined {
    const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (m) return m[1];
    const q = url.searchParams.get(TOKEN_QUERY_PARAM)?.trim();
    return q ? q : undefined;
  }

  /** The caller of a token, or RpcError -32001 (none) / -32002 (unknown, expired, revoked). */
  caller(token: string | undefined): GatewayCaller {
    if (token === undefined)
      throw new RpcError('authRequired', 'Authentication required: send a bearer token');
    const t = this.#tokens.get(token);
    // Expiry is judged against the data set's fixed today, so a run never depends on the clock.
    if (!t || t.revoked || t.expires.slice(0, 10) < this.#today)
      throw new RpcError('tokenInvalid', 'Token invalid, expired or revoked');
    return { key: token, company_ID: t.company_ID, scopes: new Set(t.scopes.filter(isScope)) };
  }
}

export function requireScopes(caller: GatewayCaller, scopes: readonly Scope[], what: string): void {
  const missing = scopes.filter((s) => !caller.scopes.has(s));
  if (missing.length > 0)
    throw new RpcError('scopeMissing', `${what} needs the scope ${missing.join(' and ')}`, { missing });
}
