/**
 * A small in-process cache with a time to live, for data read on every request that changes rarely (tenant resolution and
 * configuration). Values, including null, are kept for `ttlMs`; concurrent misses for one key share one load.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      // A failed load is not cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
