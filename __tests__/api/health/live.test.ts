import handler from '@/pages/api/health/live';
import { get, post } from '../../helpers/api-call';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  server = await serveRoute(handler);
});
afterAll(() => server.close());

describe('GET /api/health/live', () => {
  it('answers 200 while the process serves, never cached, with its request id', async () => {
    const res = await get(server.url);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { status: 'live' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is never rate limited: a platform restarts an instance whose liveness fails', async () => {
    const answers = await Promise.all(Array.from({ length: 700 }, () => fetch(server.url).then((res) => res.status)));
    expect(new Set(answers)).toEqual(new Set([200]));
  });

  it('takes only GET', async () => {
    expect((await post(server.url, {})).status).toBe(405);
  });
});
