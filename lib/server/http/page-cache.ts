import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../auth/session-cookie';

/**
 * The site's own answer to a burst of readers when no CDN or nginx stands in front (`npm start`):
 * a page every reader gets the same bytes of (Cache-Control `public, s-maxage`, no cookie set) is
 * rendered once and its answer, compressed as it was sent, replayed to the next readers until it
 * is older than its s-maxage or the page cache's own limit, or until the content changes
 * (announceContentChange clears it, on every instance). The rules are nginx's micro-cache's
 * (scripts/scale/nginx-conf.ts, decision 102): a request with an Authorization header or a
 * session cookie is neither answered from nor stored in it (decision 324).
 */
export interface PageCache {
  /** Answers `req` from the cache, or lets `render` answer it and keeps that answer when every reader may share it. */
  serve(req: IncomingMessage, res: ServerResponse, render: () => void): void;
  clear(): void;
}

export interface PageCacheOptions {
  /** The longest a page is replayed, whatever its s-maxage; 0 switches the cache off. */
  maxAgeMs: number;
  /** Bytes kept in all; the least recently used pages go first. */
  maxBytes?: number;
  now?: () => number;
}

interface StoredPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

// Answered per request (the request's id, the connection's own), or set again from the body.
const NOT_REPLAYED = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const HAS_SESSION = new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`);
// API answers (files, feeds of members' data, payments) and the build's static files (already
// files on disk with their own long cache) are never kept; pages and their client-side data are.
const NEVER_KEPT = /^\/(api|_next\/static|_next\/image)(\/|$)/;
/** The largest page kept: a page is tens of KB; anything far larger is not a page. */
const MAX_PAGE_BYTES = 1024 * 1024;

function shareable(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization || HAS_SESSION.test(req.headers.cookie ?? '')) return false;
  return !NEVER_KEPT.test(req.url ?? '/');
}

/** How long an answer may be shared (its s-maxage, in ms), or 0 when it must not be. */
export function sharedLifetimeMs(res: ServerResponse): number {
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return 0;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (!/(^|,)\s*public\s*(,|$)/.test(cacheControl) || /private|no-store|no-cache/.test(cacheControl)) return 0;
  const sMaxAge = /s-maxage=(\d+)/.exec(cacheControl)?.[1];
  return sMaxAge ? Number(sMaxAge) * 1000 : 0;
}

function holdsEtag(req: IncomingMessage, etag: unknown): boolean {
  const header = req.headers['if-none-match'];
  if (!header || typeof etag !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** Collects what `render` writes to `res`, as it goes to the reader (after Next's compression). */
function recordBody(res: ServerResponse): () => Buffer | null {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  const { write, end } = res;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  return () => (size > MAX_PAGE_BYTES ? null : Buffer.concat(chunks));
}

export function createPageCache({ maxAgeMs, maxBytes = 64 * 1024 * 1024, now = Date.now }: PageCacheOptions): PageCache {
  if (maxAgeMs <= 0) return { serve: (_req, _res, render) => render(), clear: () => undefined };
  const pages = new LRUCache<string, StoredPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.body.length + 512, ttlResolution: 0, perf: { now } });
  // The compressed and plain answers are different bytes: each encoding a reader accepts is kept apart.
  const keyOf = (req: IncomingMessage) => `${req.url ?? '/'}\0${String(req.headers['accept-encoding'] ?? '')}`;

  const replay = (req: IncomingMessage, res: ServerResponse, page: StoredPage) => {
    for (const [name, value] of Object.entries(page.headers)) if (value !== undefined && !NOT_REPLAYED.has(name)) res.setHeader(name, value);
    res.setHeader('Age', String(Math.floor((now() - page.storedAt) / 1000)));
    if (holdsEtag(req, page.headers.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = page.status;
    res.setHeader('Content-Length', page.body.length);
    res.end(req.method === 'HEAD' ? undefined : page.body);
  };

  return {
    serve(req, res, render) {
      if (!shareable(req)) return render();
      const key = keyOf(req);
      const page = pages.get(key);
      if (page) return replay(req, res, page);
      if (req.method === 'HEAD' || req.headers['if-none-match']) return render();
      const body = recordBody(res);
      res.once('finish', () => {
        const lifetime = Math.min(sharedLifetimeMs(res), maxAgeMs);
        const bytes = lifetime > 0 ? body() : null;
        if (bytes) pages.set(key, { status: res.statusCode, headers: res.getHeaders(), body: bytes, storedAt: now() }, { ttl: lifetime });
      });
      render();
    },
    clear: () => pages.clear(),
  };
}

// One cache for the process: the site's server serves from it, and announceContentChange, which
// runs inside Next's bundles, clears it.
const CACHE_KEY = Symbol.for('panui.pageCache');
type GlobalWithPageCache = typeof globalThis & { [CACHE_KEY]?: PageCache };

/** The process's page cache, made on first use with `options`. */
export function sharedPageCache(options: () => PageCacheOptions): PageCache {
  const g = globalThis as GlobalWithPageCache;
  return (g[CACHE_KEY] ??= createPageCache(options()));
}

/** Forgets every kept page (the content changed). */
export function clearSharedPageCache(): void {
  (globalThis as GlobalWithPageCache)[CACHE_KEY]?.clear();
}
