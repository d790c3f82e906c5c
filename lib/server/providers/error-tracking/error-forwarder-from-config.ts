import type { Config } from '../../config';
import type { ErrorForwarder } from './error-forwarder';
import { parseSentryDsn } from './sentry-dsn';
import { createSentryForwarder, type SentryForwarder } from './sentry-forwarder';

// One forwarder a process, shared by the custom server and every bundle Next builds: its limit on
// sends under way and its pause after a 429 only work if every request goes through the same one.
const FORWARDER_KEY = Symbol.for('panui.errorForwarder');
type GlobalWithForwarder = typeof globalThis & { [FORWARDER_KEY]?: { dsn: string; forwarder: SentryForwarder } };

/** The configured error tracker (SENTRY_DSN), or null when none is set. */
export function errorForwarderFromConfig(config: Pick<Config, 'SENTRY_DSN' | 'NODE_ENV' | 'SITE_URL'>): ErrorForwarder | null {
  const dsn = config.SENTRY_DSN ? parseSentryDsn(config.SENTRY_DSN) : null;
  if (!dsn) return null;
  const g = globalThis as GlobalWithForwarder;
  const kept = g[FORWARDER_KEY];
  if (kept?.dsn === dsn.dsn) return kept.forwarder;
  const forwarder = createSentryForwarder({ dsn, environment: config.NODE_ENV, siteUrl: config.SITE_URL });
  g[FORWARDER_KEY] = { dsn: dsn.dsn, forwarder };
  return forwarder;
}
