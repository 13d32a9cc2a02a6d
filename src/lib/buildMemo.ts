/**
 * What one build made, handed to the next: a value found in the last build's entries is used
 * instead of made again. Only the entries this build asked for are kept (`used`), so what is saved
 * for the next build follows the catalog instead of growing with every change.
 */
export type BuildMemo<V> = {
  /** The value of `key`: this build's, the last build's, or made now. */
  remember(key: string, make: () => V): V;
  /** Entries this build asked for, found or new: what the next build can use. */
  readonly used: ReadonlyMap<string, V>;
  /** How many of them the last build had made. */
  hits(): number;
};

/** A memo over the last build's entries (none for a first build). */
export function createBuildMemo<V>(previous: ReadonlyMap<string, V> = new Map()): BuildMemo<V> {
  const used = new Map<string, V>();
  let hits = 0;
  return {
    remember(key, make) {
      const known = used.get(key);
      if (known !== undefined) return known;
      const saved = previous.get(key);
      if (saved !== undefined) hits++;
      const value = saved ?? make();
      used.set(key, value);
      return value;
    },
    used,
    hits: () => hits,
  };
}
