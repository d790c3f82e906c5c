import { z } from 'zod';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { serveRoute } from '../../helpers/route-server';

// The wrapper's share of issue [12] finding 3: state-changing calls take JSON only (text/plain
// only where a route says a beacon sends it) and refuse a browser's cross-site request.

let handled = 0;
const Body = z.object({ name: z.string() }).strict();
const handler = async () => {
  handled++;
  return 'done';
};
const routes = {
  plain: apiRoute({ POST: route({ body: Body, handler }), PUT: route({ body: Body, handler }), DELETE: route({ handler }), GET: route({ handler }) }),
  beacon: apiRoute({ POST: route({ body: Body, beacon: true, handler }) }),
  oneClick: apiRoute({ POST: route({ rawBody: true, allowCrossSite: true, handler }) }),
};

let servers: Record<keyof typeof routes, Awaited<ReturnType<typeof serveRoute>>>;
beforeAll(async () => {
  const [plain, beacon, oneClick] = await Promise.all([serveRoute(routes.plain), serveRoute(routes.beacon), serveRoute(routes.oneClick)]);
  servers = { plain: plain!, beacon: beacon!, oneClick: oneClick! };
});
afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())));
beforeEach(() => {
  handled = 0;
});

const call = async (url: string, method: string, headers: Record<string, string>, body?: string) => {
  const res = await fetch(url, { method, headers, body });
  return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
};
const json = { 'Content-Type': 'application/json' };
const body = JSON.stringify({ name: 'Aroha' });

describe('apiRoute: content types', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415 and runs nothing',
    async (type) => {
      expect(await call(servers.plain.url, 'POST', { 'Content-Type': type }, body)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(handled).toBe(0);
    },
  );

  it('takes text/plain on a route a beacon calls, and JSON there too', async () => {
    expect((await call(servers.beacon.url, 'POST', { 'Content-Type': 'text/plain;charset=UTF-8' }, body)).status).toBe(200);
    expect((await call(servers.beacon.url, 'POST', json, body)).status).toBe(200);
    expect(await call(servers.beacon.url, 'POST', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=x')).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('apiRoute: cross-site requests', () => {
  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with a foreign Origin with 403 CROSS_SITE_REQUEST and runs nothing', async (method) => {
    const sent = method === 'DELETE' ? undefined : body;
    expect(await call(servers.plain.url, method, { ...json, Origin: 'https://evil.example' }, sent)).toEqual({ status: 403, code: 'CROSS_SITE_REQUEST' });
    expect(handled).toBe(0);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', async () => {
    expect(await call(servers.plain.url, 'POST', { ...json, 'Sec-Fetch-Site': 'cross-site' }, body)).toEqual({ status: 403, code: 'CROSS_SITE_REQUEST' });
  });

  it('takes our own page (Origin of the host it was sent to), a script with no Origin, and reads from anywhere', async () => {
    expect((await call(servers.plain.url, 'POST', { ...json, Origin: servers.plain.url, 'Sec-Fetch-Site': 'same-origin' }, body)).status).toBe(200);
    expect((await call(servers.plain.url, 'POST', json, body)).status).toBe(200);
    expect((await call(servers.plain.url, 'GET', { Origin: 'https://evil.example' })).status).toBe(200);
    expect(handled).toBe(3);
  });

  it('takes a cross-site call on a route that allows it (RFC 8058 one-click)', async () => {
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example', 'Sec-Fetch-Site': 'cross-site' };
    expect((await call(servers.oneClick.url, 'POST', headers, 'List-Unsubscribe=One-Click')).status).toBe(200);
  });
});
