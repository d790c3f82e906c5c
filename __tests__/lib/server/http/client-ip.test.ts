import type { IncomingMessage } from 'node:http';
import { clientIp } from '@/lib/server/http/client-ip';
import { parseConfig } from '@/lib/server/config';

const request = (forwarded: string | string[] | undefined) =>
  ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress: '10.0.0.1' } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientIp(request('203.0.113.7'), { TRUST_PROXY: 0 })).toBe('10.0.0.1');
  });

  it('takes the entry the outermost trusted proxy appended, whatever the client put before it', () => {
    expect(clientIp(request('198.51.100.1, 203.0.113.7'), { TRUST_PROXY: 1 })).toBe('203.0.113.7');
    expect(clientIp(request('198.51.100.2,203.0.113.7'), { TRUST_PROXY: 1 })).toBe('203.0.113.7');
    expect(clientIp(request('198.51.100.1, 203.0.113.7, 10.0.0.9'), { TRUST_PROXY: 2 })).toBe('203.0.113.7');
    expect(clientIp(request(['198.51.100.1', '203.0.113.7']), { TRUST_PROXY: 1 })).toBe('203.0.113.7');
  });

  it('uses the first entry when there are fewer than the proxies, and the socket when there is none', () => {
    expect(clientIp(request('203.0.113.7'), { TRUST_PROXY: 2 })).toBe('203.0.113.7');
    expect(clientIp(request(undefined), { TRUST_PROXY: 1 })).toBe('10.0.0.1');
  });

  it('reads TRUST_PROXY as a number of proxies, 1 for true', () => {
    expect(['0', '1', 'true', 'false', '3'].map((value) => parseConfig({ TRUST_PROXY: value }).TRUST_PROXY)).toEqual([0, 1, 1, 0, 3]);
    expect(parseConfig({}).TRUST_PROXY).toBe(0);
    expect(() => parseConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
