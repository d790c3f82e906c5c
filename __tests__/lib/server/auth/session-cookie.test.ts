import { type IncomingMessage, ServerResponse } from 'node:http';
import { parseSetCookie } from 'cookie';
import { clearedSessionCookieHeader, readSessionCookie, sessionCookieHeader, sessionCookieJar } from '@/lib/server/auth/session-cookie';

const local = { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' } as const;
const publicSite = { NODE_ENV: 'production', SITE_URL: 'https://panui.example.nz' } as const;

describe('the session cookie', () => {
  it('is __session, HttpOnly, SameSite=Lax, Path=/ and lasts 14 days', () => {
    expect(parseSetCookie(sessionCookieHeader('abc', local))).toEqual({
      name: '__session',
      value: 'abc',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 1_209_600,
    });
  });

  it('is Secure on a public production site only', () => {
    expect(parseSetCookie(sessionCookieHeader('abc', publicSite)).secure).toBe(true);
    expect(parseSetCookie(sessionCookieHeader('abc', local)).secure).toBeUndefined();
    expect(parseSetCookie(sessionCookieHeader('abc', { NODE_ENV: 'development', SITE_URL: 'https://panui.example.nz' })).secure).toBeUndefined();
  });

  it('is cleared with an empty value that has expired, with the same attributes', () => {
    expect(parseSetCookie(clearedSessionCookieHeader(publicSite))).toMatchObject({ name: '__session', value: '', maxAge: 0, path: '/', httpOnly: true, secure: true });
  });

  it('is read from the Cookie header among others', () => {
    const req = { headers: { cookie: 'articleThreshold=true; __session=the.value.; other=1' } } as IncomingMessage;
    expect(readSessionCookie(req)).toBe('the.value.');
    expect(readSessionCookie({ headers: {} } as IncomingMessage)).toBeNull();
    expect(readSessionCookie({ headers: { cookie: '__session=' } } as IncomingMessage)).toBeNull();
  });

  it('replaces its own Set-Cookie on one response and keeps other cookies', () => {
    const req = { headers: {} } as IncomingMessage;
    const res = new ServerResponse(req);
    res.setHeader('Set-Cookie', ['other=1; Path=/']);
    const jar = sessionCookieJar(req, res, local);
    jar.set('first');
    jar.clear();
    const headers = res.getHeader('Set-Cookie') as string[];
    expect(headers).toHaveLength(2);
    expect(headers[0]).toBe('other=1; Path=/');
    expect(parseSetCookie(headers[1]!).value).toBe('');
  });
});
