import { LRUCache } from 'lru-cache';

/** Loads one cached value; called at most once per key per time-to-live, however many readers wait. */
export type ContentLoader<T> = () => Promise<T>;

export interface ContentCache {
  /**
   * The value under `key`, loading it with `load` when it is missing or older than the
   * time-to-live. Concurrent callers of one key share a single load; a load that fails is not
   * kept, so the next caller tries again.
   */
  get<T>(key: string, load: ContentLoader<T>): Promise<T>;
  clear(): void;
}

export interface ContentCacheOptions {
  /** How long a value is served before it is loaded again; 0 switches the cache off. */
  ttlMs: number;
  /** Most entries kept; the least recently used go first. */
  maxEntries?: number;
  /** The clock, for tests. */
  now?: () => number;
}

// lru-cache refuses undefined and null values; a box lets a loader answer either.
interface Box {
  value: unknown;
}

export function createContentCache({ ttlMs, maxEntries = 1_000, now }: ContentCacheOptions): ContentCache {
  if (ttlMs <= 0) return { get: (_key, load) => load(), clear: () => undefined };
  const lru = new LRUCache<string, Box, ContentLoader<unknown>>({
    max: maxEntries,
    ttl: ttlMs,
    // lru-cache gives concurrent fetches of one key the same promise, and drops a rejected one.
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    // Read the clock on every look-up rather than caching it for a millisecond on a timer, so an
    // injected clock is obeyed at once; one clock read per look-up costs nothing here.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  return {
    async get<T>(key: string, load: ContentLoader<T>): Promise<T> {
      const box = await lru.fetch(key, { context: load });
      // Unreachable: fetchMethod always resolves to a box or rejects.
      if (!box) throw new Error(`content cache: no value for ${key}`);
      return box.value as T;
    },
    clear: () => lru.clear(),
  };
}

/** A key made of a query's name and its arguments. */
export function contentKey(name: string, ...args: unknown[]): string {
  return `${name}:${JSON.stringify(args)}`;
}

// One cache for the whole process, also across the bundles Next builds per page.
const CACHE_KEY = Symbol.for('panui.contentCache');
type GlobalWithCache = typeof globalThis & { [CACHE_KEY]?: ContentCache };

/** The process-wide content cache, made on first use with `options`. */
export function sharedContentCache(options: () => ContentCacheOptions): ContentCache {
  const g = globalThis as GlobalWithCache;
  return (g[CACHE_KEY] ??= createContentCache(options()));
}

/** Forgets the process-wide cache (and its settings); for tests. */
export function resetSharedContentCache(): void {
  const g = globalThis as GlobalWithCache;
  g[CACHE_KEY]?.clear();
  delete g[CACHE_KEY];
}
