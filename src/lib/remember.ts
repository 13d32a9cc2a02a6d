/**
 * Loads each key once: concurrent and later callers share one promise. A failed load is forgotten,
 * so the next call tries again (a dropped connection must not stick for the page's lifetime).
 */
export function remember<K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    const loading = load();
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key);
    });
    cache.set(key, loading);
    pending = loading;
  }
  return pending;
}
