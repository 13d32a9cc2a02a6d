/**
 * Query parameters as the real (ColdFusion) service reads them: names are case-insensitive and a
 * repeated parameter arrives as one comma-joined value. Invalid values fall back to the default
 * instead of failing, so a sloppy client still gets an answer.
 */
export class Params {
  readonly #values = new Map<string, string>();

  constructor(search: URLSearchParams, omit: readonly string[] = []) {
    const skip = new Set(omit.map((n) => n.toLowerCase()));
    for (const [name, value] of search) {
      const key = name.toLowerCase();
      if (skip.has(key)) continue;
      const prev = this.#values.get(key);
      this.#values.set(key, prev === undefined ? value : `${prev},${value}`);
    }
  }

  /** Raw value, or undefined when absent. */
  get(name: string): string | undefined {
    return this.#values.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  /** Trimmed, non-empty value, or undefined. */
  str(name: string): string | undefined {
    const v = this.get(name)?.trim();
    return v ? v : undefined;
  }

  /** true/false/1/0/yes/no (any case); anything else gives the fallback. */
  bool(name: string, fallback = false): boolean {
    const v = this.get(name)?.trim().toLowerCase();
    if (v === 'true' || v === '1' || v === 'yes') return true;
    if (v === 'false' || v === '0' || v === 'no') return false;
    return fallback;
  }

  /** A base-10 integer, or the fallback when absent or not an integer. */
  int(name: string, fallback: number): number {
    const v = parseIntStrict(this.get(name));
    return v ?? fallback;
  }

  /** An integer or undefined when absent/invalid. */
  optInt(name: string): number | undefined {
    return parseIntStrict(this.get(name));
  }

  /** Comma-separated integers; invalid entries are dropped, order kept, duplicates removed. */
  ids(name: string): number[] | undefined {
    const raw = this.get(name);
    if (raw === undefined) return undefined;
    const out = new Set<number>();
    for (const part of raw.split(',')) {
      const n = parseIntStrict(part);
      if (n !== undefined) out.add(n);
    }
    return [...out];
  }

  /** Comma-separated non-empty strings (trimmed). */
  list(name: string): string[] | undefined {
    const raw = this.get(name);
    if (raw === undefined) return undefined;
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
  }

  /** Lower-cased names of all parameters present. */
  names(): string[] {
    return [...this.#values.keys()];
  }
}

export function parseIntStrict(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const t = raw.trim();
  if (!/^[+-]?\d{1,15}$/.test(t)) return undefined;
  return Number.parseInt(t, 10);
}
