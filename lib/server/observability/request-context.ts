import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Config, getConfig } from '../config';
import { rootLogger } from './logger';
import { countHttpRequest } from './metrics';
import { currentRequest, type RequestState, requestStore } from './request-store';

/** What a request id from our proxy may look like: nginx's $request_id, a UUID, a load balancer's trace id. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * The request's id: our own proxy's X-Request-Id when one stands in front (TRUST_PROXY, the same
 * trust client-ip.ts gives X-Forwarded-For; the proxy must set the header, replacing the client's),
 * otherwise a fresh UUID. Anything that does not look like an id is replaced, so a client cannot
 * write into our log lines or headers.
 */
export function requestIdFor(req: IncomingMessage, config: Pick<Config, 'TRUST_PROXY'> = getConfig()): string {
  if (config.TRUST_PROXY > 0) {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  }
  return randomUUID();
}

// Next.js keeps what it matched for the request in its request metadata (server/request-meta.ts),
// on the Node request itself: the page's pattern, `/[category]/[date]/[slug]` or `/api/tsom/payments`.
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');

function nextRoutePattern(req: IncomingMessage): string | undefined {
  const meta = (req as IncomingMessage & { [NEXT_REQUEST_META]?: { match?: { definition?: { page?: unknown } } } })[NEXT_REQUEST_META];
  const page = meta?.match?.definition?.page;
  return typeof page === 'string' ? page : undefined;
}

/** The route a request is counted under: a pattern, never its URL (ids in a URL would make a series each). */
export function routePatternOf(req: IncomingMessage, named?: string): string {
  const pattern = named ?? nextRoutePattern(req);
  if (pattern) return pattern;
  const url = req.url ?? '';
  if (url.startsWith('/_next/static/')) return '/_next/static';
  if (url.startsWith('/_next/')) return '/_next';
  return '(unmatched)';
}

/** Names the route of the request being served, for code that knows it better than Next's match (the emulator proxy, tests). */
export function nameRoute(pattern: string): void {
  const request = currentRequest();
  if (request) request.route = pattern;
}

/** The current request's id, for an error reference; undefined outside a request. */
export function currentRequestId(): string | undefined {
  return currentRequest()?.id;
}

/**
 * Serves one request inside its context (decision 240): its id answered as X-Request-Id and carried
 * by every log line written while it is served, and its count and duration recorded by route when
 * it ends. The custom server calls it for every request; apiRoute calls it only when no context is
 * open yet (a route served without the custom server, as in tests).
 */
export function observeRequest<T>(req: IncomingMessage, res: ServerResponse, serve: () => T): T {
  const request: RequestState = { id: requestIdFor(req), started: process.hrtime.bigint() };
  if (!res.headersSent) res.setHeader('X-Request-Id', request.id);
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - request.started) / 1e9;
    const route = routePatternOf(req, request.route);
    const status = res.writableFinished ? res.statusCode : 'aborted';
    countHttpRequest(req.method, route, status, seconds);
    // One line a request only at `debug`: at `info` a request writes nothing unless something went
    // wrong. The id is given, as 'close' may be emitted outside the request's context.
    const logger = rootLogger();
    if (logger.isLevelEnabled('debug')) logger.debug({ requestId: request.id, method: req.method, route, status, ms: Math.round(seconds * 1000) }, 'answered');
  });
  return requestStore().run(request, serve);
}
