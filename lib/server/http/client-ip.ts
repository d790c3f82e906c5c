import type { IncomingMessage } from 'node:http';
import { getConfig } from '../config';

/** The caller's address; X-Forwarded-For is believed only behind a proxy we run (TRUST_PROXY). */
export function clientIp(req: IncomingMessage): string {
  if (getConfig().TRUST_PROXY) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
