/**
 * Loads each key once: concurrent and later callers share one promise. A failed load is forgotten,
 * so the next call tries again (a dropped connection must not stick for the page's lifetime).
 */
export function remember<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = load();
  cache.set(key, loading);
  // Only this load's own entry: the key may hold a newer one by now.
  loading.catch(() => cache.get(key) === loading && cache.delete(key));
  return loading;
}

/** remember() for a load without a key: memoized, and forgotten when it fails. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  const cache = new Map<true, Promise<T>>();
  return () => remember(cache, true, load);
}
