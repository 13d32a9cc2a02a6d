/**
 * Digests of plain data, for page cache keys (pageKeys.ts). Objects many pages carry (a reference's
 * view, a language's facets) are registered with `digestOnce`: inside other data they stand for
 * their own digest, computed once per build, so a key costs what its page adds, not what it lists.
 */
import { createHash } from 'node:crypto';

const registered = new WeakSet<object>();
const memo = new WeakMap<object, string>();

/** Marks `value` as shared by many pages' props; it must not change after its first digest. */
export function digestOnce<T extends object>(value: T): T {
  registered.add(value);
  return value;
}

function serialise(value: unknown): string {
  return (
    JSON.stringify(value, (key, part: unknown) => {
      // JSON drops functions and writes a Map or Set as {}: a key that misses data is a stale page.
      if (typeof part === 'function' || part instanceof Map || part instanceof Set)
        throw new TypeError(`page data is not plain data (at "${key}")`);
      if (key !== '' && part !== null && typeof part === 'object' && registered.has(part))
        return shared(part);
      return part;
    }) ?? 'undefined'
  );
}

function shared(value: object): string {
  let digest = memo.get(value);
  if (digest === undefined) {
    digest = digestOf(value);
    memo.set(value, digest);
  }
  return digest;
}

/** A short digest of plain data (the key Astro compares, so it must be deterministic). */
export function digestOf(...parts: unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(serialise(part)).update('\0');
  return hash.digest('base64url').slice(0, 24);
}
