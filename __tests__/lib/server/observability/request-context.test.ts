import type { IncomingMessage } from 'node:http';
import { requestIdFor, routePatternOf } from '@/lib/server/observability/request-context';

const request = (headers: Record<string, string>, url = '/') => ({ headers, url }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('takes the X-Request-Id our proxy set when TRUST_PROXY says one stands in front', () => {
    expect(requestIdFor(request({ 'x-request-id': '4f1c2a9be0d34b7c8a1e2f3d4c5b6a79' }), { TRUST_PROXY: 1 })).toBe('4f1c2a9be0d34b7c8a1e2f3d4c5b6a79');
  });

  it('makes its own without a proxy of ours, whatever the client sent', () => {
    const id = requestIdFor(request({ 'x-request-id': 'chosen-by-the-client' }), { TRUST_PROXY: 0 });
    expect(id).toMatch(UUID);
    expect(requestIdFor(request({}), { TRUST_PROXY: 1 })).toMatch(UUID);
  });

  it('replaces a header that is not an id, so nothing can be written into log lines or headers', () => {
    for (const given of ['short', 'new\nline-injected-0000', '<script>alert(1)</script>', 'x'.repeat(200), 'a b c d e f g h']) {
      expect(requestIdFor(request({ 'x-request-id': given }), { TRUST_PROXY: 1 })).toMatch(UUID);
    }
  });
});

describe('routePatternOf', () => {
  const withNextMatch = (page: string, url: string) => Object.assign(request({}, url), { [Symbol.for('NextInternalRequestMeta')]: { match: { definition: { page } } } });

  it('is the pattern Next matched, never the URL with its ids', () => {
    expect(routePatternOf(withNextMatch('/api/tsom/payments/[id]', '/api/tsom/payments/tx_123?x=1'))).toBe('/api/tsom/payments/[id]');
  });

  it('is a fixed name when nothing matched, so unknown URLs do not make a series each', () => {
    expect(routePatternOf(request({}, '/_next/static/chunks/abc123.js'))).toBe('/_next/static');
    expect(routePatternOf(request({}, '/no/such/page/42'))).toBe('(unmatched)');
    expect(routePatternOf(request({}, '/no/such/page/42'), '/__/auth')).toBe('/__/auth');
  });
});
