import type { IncomingMessage } from 'node:http';
import { type Config, getConfig } from '../config';

/**
 * The caller's address. X-Forwarded-For is believed only behind proxies we run (TRUST_PROXY = how
 * many): each appends the address it saw, so only the last TRUST_PROXY entries are theirs and
 * anything before them is whatever the client sent. Reading the first entry would let a client
 * rotate it and get a fresh rate limit on every request.
 */
export function clientIp(req: IncomingMessage, config: Pick<Config, 'TRUST_PROXY'> = getConfig()): string {
  if (config.TRUST_PROXY > 0) {
    const header = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = chain[Math.max(0, chain.length - config.TRUST_PROXY)];
    if (address) return address;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
