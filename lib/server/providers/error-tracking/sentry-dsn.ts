/** Where a Sentry DSN sends events, and the key that authenticates them. */
export interface SentryDsn {
  /** The project's envelope endpoint: `https://host[:port][/path]/api/<project>/envelope/`. */
  envelopeUrl: string;
  publicKey: string;
  /** The DSN as given, which the envelope's header repeats. */
  dsn: string;
}

/**
 * Reads `https://<public key>[:<secret>]@<host>[:<port>][/<path>]/<project id>`, the form every
 * Sentry-compatible service hands out; null for anything else.
 */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || !url.hostname) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!project || !/^\d+$/.test(project)) return null;
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`, publicKey: decodeURIComponent(url.username), dsn };
}
