import type { DocumentContext, DocumentInitialProps } from 'next/dist/shared/lib/utils';
import { getConfig } from '../config';
import { sharedLifetimeMs } from '../http/page-cache';
import { type PageBodyCache, type RenderedBody, sharedPageBodyCache } from './page-body-cache';

/** A body rendered for this request that may be kept once the document knows it loaded no code of its own. */
export interface BodyToKeep {
  key: string;
  lifetimeMs: number;
}

/**
 * The process's cache: PAGE_BODY_CACHE_MB, each body kept for CONTENT_CACHE_SECONDS at most, as the
 * page cache keeps pages; off in development, where the code changes under it (NODE_ENV as the
 * build wrote it into this bundle).
 */
export const pageBodies = (): PageBodyCache =>
  sharedPageBodyCache(() => {
    const { CONTENT_CACHE_SECONDS, PAGE_BODY_CACHE_MB } = getConfig();
    const on = process.env.NODE_ENV === 'production' && PAGE_BODY_CACHE_MB > 0;
    return { maxAgeMs: on ? CONTENT_CACHE_SECONDS * 1000 : 0, maxBytes: PAGE_BODY_CACHE_MB * 1024 * 1024 };
  });

/**
 * `Document.getInitialProps` with the page's body rendered once for the props it is rendered from
 * (decision 337). A page every reader may share (a public, cookieless 200: the page cache's rule)
 * with its props' ETag (publicPageProps) is looked up by its route, path and ETag; when its body
 * is kept, the app is not rendered and the kept HTML, head tags and styles stand in. Otherwise the
 * app renders as always, and `toKeep` says under what key `keepRenderedBody` may keep what it rendered.
 */
export async function initialPropsRenderingBodyOnce(
  ctx: DocumentContext,
  getInitialProps: (ctx: DocumentContext) => Promise<DocumentInitialProps>,
  bodies: PageBodyCache = pageBodies(),
): Promise<{ initial: DocumentInitialProps; toKeep?: BodyToKeep }> {
  const lifetimeMs = ctx.res ? sharedLifetimeMs(ctx.res) : 0;
  const etag = ctx.res?.getHeader('etag');
  if (lifetimeMs <= 0 || typeof etag !== 'string') return { initial: await getInitialProps(ctx) };
  const key = bodies.keyOf(ctx.pathname, ctx.asPath ?? '', etag);
  const kept = bodies.get(key);
  // Next renders the app only when renderPage is called: with the body kept, it is not.
  if (kept) return { initial: { html: kept.html, head: kept.head, styles: kept.styles } };
  return { initial: await getInitialProps(ctx), toKeep: { key, lifetimeMs } };
}

/**
 * Keeps the body the document is about to write, unless the render loaded code of its own (a
 * next/dynamic component on the server: its scripts are named in `__NEXT_DATA__.dynamicIds`, which a
 * kept body would not bring back).
 */
export function keepRenderedBody(toKeep: BodyToKeep | undefined, body: RenderedBody, dynamicIds: unknown, bodies: PageBodyCache = pageBodies()): void {
  if (!toKeep || dynamicIds !== undefined) return;
  bodies.set(toKeep.key, { html: body.html, head: body.head, styles: body.styles }, toKeep.lifetimeMs);
}
