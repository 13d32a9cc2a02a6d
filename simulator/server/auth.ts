/**
 * API key and export login checks (spec §5). The key decides the company and the default
 * language; nothing in the request can override the company.
 */
import type { Dataset, Lang } from '../data/model.ts';
import { FIXED_EXPORT_LOGIN, FIXED_KEYS } from './credentials.ts';
import type { Params } from './params.ts';

export interface Caller {
  company_ID: number;
  user_ID: number;
  /** The key owner's default language (used when lang_ID is missing or not 1/2, §5.3). */
  defaultLang: Lang;
}

/** An export login: who may call /references/export for which company. */
interface ExportLogin {
  company_ID: number;
  password: string;
}

export class Auth {
  readonly #keys = new Map<string, Caller>();
  readonly #logins = new Map<string, ExportLogin>();

  constructor(data: Dataset) {
    const users = new Map(data.users.map((u) => [u.user_ID, u]));
    for (const key of data.apiKeys) {
      const user = users.get(key.user_ID);
      // Revoked keys and keys of deactivated users (§5.5) simply do not resolve.
      if (key.revoked || !user?.active) continue;
      this.#keys.set(key.apiKey, {
        company_ID: key.company_ID,
        user_ID: user.user_ID,
        defaultLang: user.defaultLang,
      });
    }
    for (const k of FIXED_KEYS)
      if (!k.revoked)
        this.#keys.set(k.apiKey, {
          company_ID: k.company_ID,
          user_ID: k.user_ID,
          defaultLang: k.defaultLang,
        });
      else this.#keys.delete(k.apiKey);
    for (const user of data.users) if (user.active) this.#logins.set(user.login.toLowerCase(), user);
    this.#logins.set(FIXED_EXPORT_LOGIN.login, FIXED_EXPORT_LOGIN);
  }

  /** The caller of a valid key, or undefined (missing, unknown, revoked, deactivated owner). */
  caller(params: Params): Caller | undefined {
    const key = params.get('apiKey');
    return key === undefined ? undefined : this.#keys.get(key);
  }

  /** Export credentials: an active user of the caller's company with that exact password. */
  exportLoginValid(caller: Caller, login: string | undefined, password: string | undefined): boolean {
    if (!login || !password) return false;
    const user = this.#logins.get(login.trim().toLowerCase());
    if (!user || user.company_ID !== caller.company_ID) return false;
    return timingSafeEqualStrings(user.password, password);
  }
}

/** lang_ID 1 = en, 2 = de; missing or anything else → the key owner's default (§5.3). */
export function requestLang(params: Params, caller: Caller): Lang {
  const raw = params.get('lang_ID')?.trim();
  if (raw === '1') return 'en';
  if (raw === '2') return 'de';
  return caller.defaultLang;
}

function timingSafeEqualStrings(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
