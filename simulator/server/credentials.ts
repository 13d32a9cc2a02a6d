/**
 * The simulator's fixed, documented credentials (simulator/README.md). They sit on top of the
 * seed-derived keys of the data set, so tests and the build never have to look keys up.
 * These are simulator-only values; real keys never appear in this repository.
 */
export interface FixedKey {
  apiKey: string;
  company_ID: number;
  /** Owner of the key in the data set (for user-level details). */
  user_ID: number;
  defaultLang: 'de' | 'en';
  revoked: boolean;
}

export const FIXED_KEYS: readonly FixedKey[] = [
  { apiKey: 'demo-key', company_ID: 1, user_ID: 3, defaultLang: 'de', revoked: false },
  { apiKey: 'demo-key-en', company_ID: 1, user_ID: 4, defaultLang: 'en', revoked: false },
  { apiKey: 'other-company-key', company_ID: 2, user_ID: 502, defaultLang: 'de', revoked: false },
  { apiKey: 'revoked-key', company_ID: 1, user_ID: 2, defaultLang: 'de', revoked: true },
];

export const FIXED_EXPORT_LOGIN = {
  login: 'export@demo.example',
  password: 'demo-export',
  company_ID: 1,
} as const;

/** Fixed assistant-gateway tokens (assistant-gateway spec §5; simulator/README.md, gateway section). */
export interface FixedMcpToken {
  token: string;
  company_ID: number;
  user_ID: number;
  scopes: readonly string[];
  /** Compared with the data set's fixed "today" (meta.today), so expiry never depends on the clock. */
  expires: string;
  revoked: boolean;
}

const MCP_DEFAULT_SCOPES = ['read', 'search', 'media'];
const MCP_ALL_SCOPES = [...MCP_DEFAULT_SCOPES, 'client_details', 'analytics', 'internal_fields'];

export const FIXED_MCP_TOKENS: readonly FixedMcpToken[] = [
  {
    token: 'demo-mcp-token',
    company_ID: 1,
    user_ID: 3,
    scopes: MCP_DEFAULT_SCOPES,
    expires: '2099-12-31T23:59:59',
    revoked: false,
  },
  {
    token: 'full-mcp-token',
    company_ID: 1,
    user_ID: 1,
    scopes: MCP_ALL_SCOPES,
    expires: '2099-12-31T23:59:59',
    revoked: false,
  },
  {
    token: 'read-mcp-token',
    company_ID: 1,
    user_ID: 2,
    scopes: ['read'],
    expires: '2099-12-31T23:59:59',
    revoked: false,
  },
  {
    token: 'other-company-mcp-token',
    company_ID: 2,
    user_ID: 502,
    scopes: MCP_DEFAULT_SCOPES,
    expires: '2099-12-31T23:59:59',
    revoked: false,
  },
  {
    token: 'revoked-mcp-token',
    company_ID: 1,
    user_ID: 2,
    scopes: MCP_DEFAULT_SCOPES,
    expires: '2099-12-31T23:59:59',
    revoked: true,
  },
  {
    token: 'expired-mcp-token',
    company_ID: 1,
    user_ID: 2,
    scopes: MCP_DEFAULT_SCOPES,
    expires: '2025-01-31T23:59:59',
    revoked: false,
  },
];
