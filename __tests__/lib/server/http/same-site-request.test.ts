import type { IncomingMessage } from 'node:http';
import { AppError } from '@/lib/server/http/errors';
import { refuseCrossSiteRequest } from '@/lib/server/http/same-site-request';

const CONFIG = { SITE_URL: 'https://panui.example.nz', SITE_HOSTS: 'www.panui.example.nz, Panui.NZ', TRUST_PROXY: 0 };

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;

/** The error code the check throws, or 'allowed'. */
function verdict(method: string, headers: Record<string, string>, config = CONFIG): string {
  try {
    refuseCrossSiteRequest(request(method, headers), config);
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : 'threw something else';
  }
}

const REFUSED = '403 CROSS_SITE_REQUEST';

describe('refuseCrossSiteRequest', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s from another site’s page', (method) => {
    expect(verdict(method, { host: 'panui.example.nz', origin: 'https://evil.example' })).toBe(REFUSED);
  });

  it('leaves reads alone, whatever their Origin', () => {
    expect(verdict('GET', { host: 'panui.example.nz', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe('allowed');
  });

  it('lets through a caller that is no browser page: no Origin, no Sec-Fetch-Site', () => {
    expect(verdict('POST', { host: 'panui.example.nz' })).toBe('allowed');
  });

  it.each([
    ['SITE_URL itself', { host: '10.0.0.5:3000', origin: 'https://panui.example.nz' }],
    ['a host of SITE_HOSTS (any case)', { host: '10.0.0.5:3000', origin: 'https://panui.nz' }],
    ['the host the request was sent to (another port)', { host: '127.0.0.1:41234', origin: 'http://127.0.0.1:41234' }],
    ['the Host with the default port written out', { host: 'panui.example.nz:443', origin: 'https://panui.example.nz' }],
    ['a same-site subdomain page', { host: 'panui.example.nz', origin: 'https://panui.example.nz', 'sec-fetch-site': 'same-site' }],
  ])('allows %s', (_name, headers) => {
    expect(verdict('POST', headers)).toBe('allowed');
  });

  it.each([
    ['Sec-Fetch-Site: cross-site, even without Origin', { host: 'panui.example.nz', 'sec-fetch-site': 'cross-site' }],
    ['Origin: null (sandboxed frame, redirect from elsewhere)', { host: 'panui.example.nz', origin: 'null' }],
    ['an Origin that is not a URL', { host: 'panui.example.nz', origin: 'not a url' }],
    ['our host name on another port', { host: 'panui.example.nz', origin: 'https://panui.example.nz:8443' }],
    ['a host that only ends like ours', { host: 'panui.example.nz', origin: 'https://evilpanui.example.nz' }],
    ['a sibling of a SITE_HOSTS name', { host: 'panui.example.nz', origin: 'https://evil.panui.nz' }],
  ])('refuses %s', (_name, headers) => {
    expect(verdict('POST', headers)).toBe(REFUSED);
  });

  it('believes X-Forwarded-Host only behind a proxy of ours (TRUST_PROXY)', () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'news.example.org', origin: 'https://news.example.org' };
    expect(verdict('POST', headers)).toBe(REFUSED);
    expect(verdict('POST', headers, { ...CONFIG, TRUST_PROXY: 1 })).toBe('allowed');
  });
});
