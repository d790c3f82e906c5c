import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { checkReadiness } from '@/lib/server/db/readiness-service';
import handler from '@/pages/api/health/ready';
import { get, post } from '../../helpers/api-call';
import { serveRoute } from '../../helpers/route-server';

let server: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  // Opening PGlite takes seconds on a loaded machine; inside a request it would count against the
  // 2-second readiness limit this file is not about, so the database is open before the first call.
  await getDb();
  server = await serveRoute(handler);
});
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

describe('GET /api/health/ready', () => {
  it('answers 200 while the database answers, and is never cached', async () => {
    const res = await get(server.url);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { status: 'ready' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('takes only GET', async () => {
    expect((await post(server.url, {})).status).toBe(405);
  });
});

describe('checkReadiness', () => {
  const notReady = expect.objectContaining({ code: 'NOT_READY', status: 503, headers: { 'Retry-After': '5' } });

  it('is not ready when the database refuses the query or cannot be opened', async () => {
    await expect(checkReadiness(async () => ({ execute: async () => Promise.reject(new Error('connection refused')) }) as never)).rejects.toEqual(notReady);
    await expect(checkReadiness(async () => Promise.reject(new Error('no such host')))).rejects.toEqual(notReady);
  });

  it('is not ready when the database does not answer in time', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as never;
    const refusal = await checkReadiness(async () => hanging, 20).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toEqual(notReady);
  });
});
