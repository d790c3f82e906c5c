import membersRoute from '@/pages/api/desk/exports/members.csv';
import transactionsRoute from '@/pages/api/desk/exports/transactions.csv';
import { getDb } from '@/lib/server/db/client';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import { parseCsv } from '../../helpers/csv-parse';
import { insertMemberRow, insertTransactionRow } from '../../helpers/export-rows';
import { serveRoute } from '../../helpers/route-server';
import { memberOfType } from '../../helpers/staff-members';

const ROUTES = { '/api/desk/exports/members.csv': membersRoute, '/api/desk/exports/transactions.csv': transactionsRoute } as const;

let server: Awaited<ReturnType<typeof serveRoute>>;
let admin: Awaited<ReturnType<typeof memberOfType>>;
beforeAll(async () => {
  [server] = await Promise.all([
    serveRoute((req, res) => {
      const handler = ROUTES[new URL(req.url ?? '/', 'http://localhost').pathname as keyof typeof ROUTES];
      if (handler) return handler(req, res);
      res.statusCode = 404;
      res.end('{}');
    }),
    getDb(),
  ]);
  admin = await memberOfType('administrator', 'Aroha Admin');
}, 90_000);
afterAll(() => server.close());
beforeEach(() => resetRateLimits());

const get = (path: string, token?: string) => fetch(`${server.url}/api/desk/exports${path}`, { headers: bearer(token) });
const answer = async (res: Response): Promise<Answer> => ({ status: res.status, json: await res.json(), headers: res.headers });

describe('GET /api/desk/exports/transactions.csv', () => {
  it('sends the range’s transactions as a CSV download with its row count up front, never cached', async () => {
    const donor = await insertMemberRow({ email: 'tui@example.nz', name: '=1+1' });
    const gift = await insertTransactionRow(donor, { createdAt: new Date('2026-03-31T11:30:00Z'), amount: 5_000, description: 'Koha, "Pānui"', placement: 'ONSITE' });
    await insertTransactionRow(donor, { createdAt: new Date('2026-03-31T10:30:00Z') });

    const res = await get('/transactions.csv?from=2026-04-01&to=2026-04-30', admin.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="panui-transactions-2026-04-01-to-2026-04-30.csv"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-total-rows')).toBe('1');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(new TextDecoder().decode(bytes));
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual([gift, '2026-04-01 00:30:00', donor, 'tui@example.nz', '50.00', '0.00', 'succeeded', 'PAY_WHAT_YOU_WANT', 'ONE_OFF', 'ONSITE', 'sandbox', 'Koha, "Pānui"']);
  });

  it('a signed-out caller gets 401', async () => {
    expectRefused(await answer(await get('/transactions.csv?from=2026-04-01&to=2026-04-30')), 401, 'AUTH_REQUIRED');
  });

  it.each(['editor', 'author', 'contributor', 'moderator', 'standard'] as const)('a caller whose type is %s gets 403 as JSON, no file and no count', async (type) => {
    const caller = await memberOfType(type);
    const res = await get('/transactions.csv?from=2026-01-01&to=2026-12-31', caller.idToken);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('x-total-rows')).toBeNull();
    expectRefused(await answer(res), 403, 'STAFF_ONLY');
  });

  it.each([
    ['no range', ''],
    ['no end', '?from=2026-04-01'],
    ['to before from', '?from=2026-04-02&to=2026-04-01'],
    ['a day that does not exist', '?from=2026-02-29&to=2026-03-01'],
    ['not a date', '?from=1%2F4%2F2026&to=2026-04-30'],
    ['more than five years', '?from=2020-01-01&to=2026-01-01'],
    ['an unknown parameter', '?from=2026-04-01&to=2026-04-30&member=x'],
    ['a repeated parameter', '?from=2026-04-01&from=2026-04-02&to=2026-04-30'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, search) => {
    const res = await get(`/transactions.csv${search}`, admin.idToken);
    expect(res.headers.get('content-disposition')).toBeNull();
    expectRefused(await answer(res), 400, 'VALIDATION_FAILED');
  });

  it('takes GET only', async () => {
    const res = await fetch(`${server.url}/api/desk/exports/transactions.csv?from=2026-04-01&to=2026-04-30`, { method: 'POST', headers: bearer(admin.idToken) });
    expectRefused(await answer(res), 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('GET /api/desk/exports/members.csv', () => {
  it('sends every member as a CSV download, with the count and a dated name', async () => {
    const reader = await insertMemberRow({ email: 'pita@example.nz', name: 'Pita Sharples' });
    const res = await get('/members.csv', admin.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="panui-members-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const records = parseCsv((await res.text()).replace(/^\ufeff/, ''));
    expect(Number(res.headers.get('x-total-rows'))).toBe(records.length - 1);
    expect(records.find((row) => row[0] === reader)?.slice(1, 3)).toEqual(['pita@example.nz', 'Pita Sharples']);
    expect(records.find((row) => row[0] === admin.uid)?.[3]).toBe('administrator');
  });

  it.each(['editor', 'standard'] as const)('a caller whose type is %s gets 403 and no count', async (type) => {
    const caller = await memberOfType(type);
    const res = await get('/members.csv', caller.idToken);
    expect(res.headers.get('x-total-rows')).toBeNull();
    expectRefused(await answer(res), 403, 'STAFF_ONLY');
  });

  it('a signed-out caller gets 401', async () => {
    expectRefused(await answer(await get('/members.csv')), 401, 'AUTH_REQUIRED');
  });
});
