import revenueRoute from '@/pages/api/desk/revenue';
import { getDb } from '@/lib/server/db/client';
import { RevenueReport } from '@/lib/schemas/desk-revenue';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import { insertDonation } from '../../helpers/member-rows';
import { serveRoute } from '../../helpers/route-server';
import { memberOfType } from '../../helpers/staff-members';

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [server] = await Promise.all([serveRoute(revenueRoute), getDb()]);
}, 90_000);
afterAll(() => server.close());

async function revenue(search: string, token?: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/desk/revenue${search}`, { headers: bearer(token) });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

describe('GET /api/desk/revenue', () => {
  it('refuses a signed-out caller with 401', async () => {
    expectRefused(await revenue(''), 401, 'AUTH_REQUIRED');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('refuses a %s with 403 STAFF_ONLY and no figures', async (type) => {
    const caller = await memberOfType(type);
    const answer = await revenue('?from=2026-01&to=2026-03', caller.idToken);
    expectRefused(answer, 403, 'STAFF_ONLY');
    expect(JSON.stringify(answer.json)).not.toMatch(/mrr|oneOffTotal|clicks/);
  });

  it('answers an administrator the report, uncached, with this month’s gift in it', async () => {
    const admin = await memberOfType('administrator');
    await insertDonation(await getDb(), admin.uid, 4_321);
    const answer = await revenue('', admin.idToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const report = RevenueReport.parse(answer.json.data);
    expect(report.months).toHaveLength(12);
    expect(report.months.at(-1)!.total.oneOffTotal).toBeGreaterThanOrEqual(4_321);
  });

  it.each([
    ['?from=2026-13', 'VALIDATION_FAILED'],
    ['?from=26-01', 'VALIDATION_FAILED'],
    ['?to=2026-1', 'VALIDATION_FAILED'],
    ['?from=2026-01&from=2026-02', 'VALIDATION_FAILED'],
    ['?month=2026-01', 'VALIDATION_FAILED'],
    ['?from=2026-04&to=2026-01', 'INVALID_RANGE'],
    ['?from=2022-01&to=2026-01', 'INVALID_RANGE'],
  ])('refuses %s with a 400', async (search, code) => {
    const admin = await memberOfType('administrator');
    expectRefused(await revenue(search, admin.idToken), 400, code);
  });
});
