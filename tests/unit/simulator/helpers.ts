/** Shared helpers of the simulator contract tests: raw HTTP answers, the fixed credentials. */
import type { z } from 'zod';

export const KEY = 'demo-key';
export const KEY_EN = 'demo-key-en';
export const OTHER_KEY = 'other-company-key';
export const REVOKED_KEY = 'revoked-key';
export const EXPORT_LOGIN = { login: 'export@demo.example', password: 'demo-export' };

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  bytes: Uint8Array;
  /** Parsed body; throws for an empty or non-JSON body. */
  json<T = unknown>(): T;
}

export type Query = Record<string, string | number | boolean | undefined>;

export function buildUrl(base: string, path: string, query: Query = {}): string {
  const url = new URL(`${base}${path}`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

export async function fetchRaw(url: string, init?: RequestInit): Promise<Answer> {
  const res = await fetch(url, init);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return {
    status: res.status,
    headers: res.headers,
    text,
    bytes,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** GET `{base}{path}?apiKey=demo-key&…` (pass apiKey: undefined explicitly via `query` to omit). */
export function api(base: string, path: string, query: Query = {}): Promise<Answer> {
  return fetchRaw(buildUrl(base, path, { apiKey: KEY, ...query }));
}

/** Parses with a zod schema and fails with the issue list (not just "invalid"). */
export function expectSchema<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`schema mismatch: ${JSON.stringify(r.error.issues.slice(0, 5))}`);
  return r.data;
}

/** Every delivered reference_ID of a key/language, via the list endpoint without paging. */
export async function allIds(base: string, query: Query = {}): Promise<number[]> {
  const a = await api(base, '/references/referenceprojects', { mode: 'IDonly', records: 0, ...query });
  if (a.status === 204) return [];
  return a.json<{ reference_ID: number }[]>().map((r) => r.reference_ID);
}
