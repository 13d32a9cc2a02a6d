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
