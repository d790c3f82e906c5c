import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appFile } from '../app-files';

/**
 * A member's page: its HTML holds nothing private (what is theirs loads in the browser with their
 * token), but it is about whoever is signed in, so no shared cache may keep it.
 */
export function memberPageProps<P>(res: ServerResponse, props: P): { props: P } {
  res.setHeader('Cache-Control', 'private, no-store');
  return { props };
}

/** Public pages hold no personal data, so a CDN may keep them and serve stale copies while it refreshes. */
export function setPublicCache(res: ServerResponse, sMaxAge = 60, staleWhileRevalidate = 600): void {
  res.setHeader('Cache-Control', `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`);
}

// A new deploy changes the markup around the same content, so it is part of every ETag: a cache
// revalidating after a deploy gets the new page, not a 304 for the old one.
let buildId: string | undefined;
function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(appFile('.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'unbuilt';
    }
  }
  return buildId;
}

/** A weak ETag (the body differs by compression, not by meaning) for `content` in this build. */
export function contentEtag(content: string): string {
  return `W/"${createHash('sha1').update(currentBuildId()).update('\0').update(content).digest('base64url').slice(0, 27)}"`;
}

function holds(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === bare || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sets the ETag of `content` (what the page is made from, e.g. its props as JSON, rather than its
 * HTML, so no render is needed to know it) and, when the request already holds that ETag, ends
 * the response with 304. Returns true when it did; the caller then writes nothing more.
 */
export function answerIfUnchanged(req: IncomingMessage, res: ServerResponse, content: string): boolean {
  const etag = contentEtag(content);
  res.setHeader('ETag', etag);
  if (!holds(req, etag)) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

// The content cache hands every reader the same objects until content changes (which replaces
// them), so each is hashed once rather than stringified and hashed per request (issue [19]).
const hashes = new WeakMap<object, string>();
function hashOf(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  let hash = hashes.get(value);
  if (hash === undefined) {
    hash = createHash('sha1').update(JSON.stringify(value)).digest('base64url');
    hashes.set(value, hash);
  }
  return hash;
}

/** What a page's props hold, as a text that changes when any of them does: each prop hashed once per object. */
function propsVersion(props: object): string {
  return Object.entries(props)
    .map(([key, value]) => `${key}:${hashOf(value)}`)
    .join('\n');
}

/**
 * What a public page's getServerSideProps returns: CDN-cacheable, with an ETag from its props; a
 * request holding that ETag is answered 304 before anything is rendered (Next renders nothing
 * for a response already ended).
 */
export function publicPageProps<P extends object>(context: { req: IncomingMessage; res: ServerResponse }, props: P, cache?: { sMaxAge: number; staleWhileRevalidate: number }): { props: P } {
  setPublicCache(context.res, cache?.sMaxAge, cache?.staleWhileRevalidate);
  answerIfUnchanged(context.req, context.res, propsVersion(props));
  return { props };
}

/** A public text response (feed, sitemap, robots.txt) with its ETag, or 304 when the request holds it. */
export function sendPublicText(
  context: { req: IncomingMessage; res: ServerResponse },
  contentType: string,
  body: string,
  cache?: { sMaxAge: number; staleWhileRevalidate: number },
): { props: Record<string, never> } {
  context.res.setHeader('Content-Type', contentType);
  setPublicCache(context.res, cache?.sMaxAge, cache?.staleWhileRevalidate);
  if (!answerIfUnchanged(context.req, context.res, body)) context.res.end(body);
  return { props: {} };
}
