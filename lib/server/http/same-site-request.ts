import type { IncomingMessage } from 'node:http';
import { type Config, getConfig } from '../config';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const crossSite = () => new AppError('CROSS_SITE_REQUEST', 403, "This call takes requests from this site's own pages only.");

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

/** `host` (a Host header: name and maybe port) as URL.host writes it for `protocol`: lower case, default port dropped. */
function normalHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Whether a browser's Origin is this site: SITE_URL's origin, a host name of SITE_HOSTS, or the
 * host the request itself was sent to (the Host header, or X-Forwarded-Host behind TRUST_PROXY),
 * so one build serves under any address (e2e and scale runs pick free ports; nginx keeps Host).
 * A page elsewhere cannot make a browser send our Host with its own Origin, nor add headers
 * without a CORS preflight, which these routes never answer.
 */
function isOwnOrigin(origin: URL, req: IncomingMessage, config: Pick<Config, 'SITE_URL' | 'SITE_HOSTS' | 'TRUST_PROXY'>): boolean {
  if (origin.origin === new URL(config.SITE_URL).origin) return true;
  const extraHosts = config.SITE_HOSTS.split(',').map((host) => host.trim().toLowerCase());
  if (extraHosts.includes(origin.hostname)) return true;
  const requestHosts = [req.headers.host, config.TRUST_PROXY > 0 ? firstValue(req.headers['x-forwarded-host']) : undefined];
  return requestHosts.some((host) => host !== undefined && normalHost(host, origin.protocol) === origin.host);
}

/**
 * Refuses a state-changing request a browser sent from another site (403 CROSS_SITE_REQUEST): an
 * Origin that is not ours (`null` included), or Sec-Fetch-Site: cross-site. A request with
 * neither (curl, servers, mail providers' one-click unsubscribe) is not a browser's cross-site
 * request and passes; the route's own auth decides.
 */
export function refuseCrossSiteRequest(req: IncomingMessage, config: Pick<Config, 'SITE_URL' | 'SITE_HOSTS' | 'TRUST_PROXY'> = getConfig()): void {
  if (!STATE_CHANGING.has(req.method ?? 'GET')) return;
  if (firstValue(req.headers['sec-fetch-site'])?.toLowerCase() === 'cross-site') throw crossSite();
  const origin = firstValue(req.headers.origin);
  if (origin === undefined) return;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // `null` (a sandboxed frame, a redirect from elsewhere) or junk: not one of our pages.
    throw crossSite();
  }
  if (!isOwnOrigin(parsed, req, config)) throw crossSite();
}
