import { LRUCache } from 'lru-cache';
import type { DocumentInitialProps } from 'next/dist/shared/lib/utils';

/**
 * A page's body rendered once for the props it was rendered from (decision 337). The body is what
 * `_document` puts in `<div id="__next">` (the app's and page's HTML), with the page's next/head tags
 * and styles: React renders it from the page's path and props alone, so two requests with the same
 * props get the same body, whoever asks. The props are named by the page's ETag, which
 * publicPageProps makes from them (and the build), and on which every 304 already relies. What is
 * the request's own (its nonce, its CSP header, `__NEXT_DATA__`) is built by the document for
 * every request. A reader with a session, whom the page cache does not answer (decision 324), gets
 * the page without React rendering it again.
 */
export type RenderedBody = Pick<DocumentInitialProps, 'html' | 'head' | 'styles'>;

export interface PageBodyCache {
  /** The key of a page's body: its route, the path asked for and its props' ETag. */
  keyOf(page: string, asPath: string, etag: string): string;
  get(key: string): RenderedBody | undefined;
  /** Keeps `body` for `lifetimeMs`, or the cache's own limit if shorter. */
  set(key: string, body: RenderedBody, lifetimeMs: number): void;
  clear(): void;
}

export interface PageBodyCacheOptions {
  /** The longest a body is kept, whatever the page's s-maxage; 0 switches the cache off. */
  maxAgeMs: number;
  /** Bytes kept in all (keys included); the least recently used bodies go first. */
  maxBytes?: number;
  now?: () => number;
}

/** A body is tens of KB; one far larger is not kept, so one page cannot push out the rest. */
const MAX_BODY_CHARS = 512 * 1024;
// Each next/head tag and style element is a small object: counted at a generous flat size.
const ELEMENT_BYTES = 256;

const OFF: PageBodyCache = { keyOf: () => '', get: () => undefined, set: () => undefined, clear: () => undefined };

export function createPageBodyCache({ maxAgeMs, maxBytes = 32 * 1024 * 1024, now = Date.now }: PageBodyCacheOptions): PageBodyCache {
  if (maxAgeMs <= 0) return OFF;
  const bodies = new LRUCache<string, RenderedBody>({
    maxSize: maxBytes,
    // Strings are counted at two bytes a character, as V8 may hold them.
    sizeCalculation: (body, key) => 2 * (key.length + body.html.length) + ELEMENT_BYTES * ((body.head?.length ?? 0) + 1),
    ttlResolution: 0,
    perf: { now },
  });
  return {
    keyOf: (page, asPath, etag) => `${page}\0${asPath}\0${etag}`,
    get: (key) => bodies.get(key),
    set(key, body, lifetimeMs) {
      const ttl = Math.min(lifetimeMs, maxAgeMs);
      if (ttl > 0 && body.html.length <= MAX_BODY_CHARS) bodies.set(key, body, { ttl });
    },
    clear: () => bodies.clear(),
  };
}

// One cache for the process: `_document` fills it, and announceContentChange, in other bundles, clears it.
const CACHE_KEY = Symbol.for('panui.pageBodyCache');
type GlobalWithBodyCache = typeof globalThis & { [CACHE_KEY]?: PageBodyCache };

/** The process's page body cache, made on first use with `options`. */
export function sharedPageBodyCache(options: () => PageBodyCacheOptions): PageBodyCache {
  const g = globalThis as GlobalWithBodyCache;
  return (g[CACHE_KEY] ??= createPageBodyCache(options()));
}

/** Forgets every kept body (the content changed, or the code that renders it might have). */
export function clearSharedPageBodyCache(): void {
  (globalThis as GlobalWithBodyCache)[CACHE_KEY]?.clear();
}
