import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize, type SerializeOptions } from 'cookie';
import { type Config, getConfig, isLoopbackSite } from '../config';

/** `__session`: the one cookie name Firebase Hosting and most CDNs pass through to the server. */
export const SESSION_COOKIE = '__session';
/** Firebase allows session cookies of at most 14 days. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** The session cookie of one request and its response. */
export interface SessionCookieJar {
  read(): string | null;
  set(value: string): void;
  clear(): void;
}

function cookieOptions(config: Pick<Config, 'NODE_ENV' | 'SITE_URL'>): SerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // http://localhost in `npm start` (a production build) must still receive the cookie.
    secure: config.NODE_ENV === 'production' && !isLoopbackSite(config),
  };
}

export function sessionCookieHeader(value: string, config: Pick<Config, 'NODE_ENV' | 'SITE_URL'> = getConfig()): string {
  return serialize(SESSION_COOKIE, value, { ...cookieOptions(config), maxAge: SESSION_MAX_AGE_SECONDS });
}

export function clearedSessionCookieHeader(config: Pick<Config, 'NODE_ENV' | 'SITE_URL'> = getConfig()): string {
  return serialize(SESSION_COOKIE, '', { ...cookieOptions(config), maxAge: 0, expires: new Date(0) });
}

export function readSessionCookie(req: IncomingMessage): string | null {
  const value = parse(req.headers.cookie ?? '')[SESSION_COOKIE];
  return value ? value : null;
}

/** Adds our Set-Cookie, replacing one for the session cookie already on this response. */
function putSetCookie(res: ServerResponse, header: string): void {
  const previous = res.getHeader('Set-Cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader('Set-Cookie', [...list.filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`)), header]);
}

export function sessionCookieJar(req: IncomingMessage, res: ServerResponse, config: Pick<Config, 'NODE_ENV' | 'SITE_URL'> = getConfig()): SessionCookieJar {
  return {
    read: () => readSessionCookie(req),
    set: (value) => putSetCookie(res, sessionCookieHeader(value, config)),
    clear: () => putSetCookie(res, clearedSessionCookieHeader(config)),
  };
}
