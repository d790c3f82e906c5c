import type { IncomingMessage, ServerResponse } from 'node:http';
import recordRoute from '@/pages/api/desk/members/[uid]';
import listRoute from '@/pages/api/desk/members/index';
import { getDb } from '@/lib/server/db/client';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import { createAnonymousUser } from '../../helpers/firebase-emulator';
import { insertTransaction } from '../../helpers/member-directory-rows';
import { serveRoute } from '../../helpers/route-server';
import { memberOfType } from '../../helpers/staff-members';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

// Next hands the record route its [uid] on req.query; the bare test server does it here (/{uid}?…).
const withUid = (handler: Handler) => (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const query: Record<string, string> = { ...Object.fromEntries(url.searchParams), uid: decodeURIComponent(url.pathname.slice(1)) };
  return handler(Object.assign(req, { query }), res);
};

let listServer: Awaited<ReturnType<typeof serveRoute>>;
let recordServer: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [listServer, recordServer] = await Promise.all([serveRoute(listRoute as Handler), serveRoute(withUid(recordRoute as Handler)), getDb()]);
}, 90_000);
afterAll(() => Promise.all([listServer.close(), recordServer.close()]));

async function get(url: string, token?: string): Promise<Answer> {
  const res = await fetch(url, { headers: bearer(token) });
  return { status: res.status, json: await res.json(), headers: res.headers };
}
const list = (search: string, token?: string) => get(`${listServer.url}/api/desk/members${search}`, token);
const record = (uid: string, token?: string) => get(`${recordServer.url}/${encodeURIComponent(uid)}`, token);

describe('who may read members', () => {
  it('a signed-out caller gets 401', async () => {
    expectRefused(await list(''), 401, 'AUTH_REQUIRED');
    expectRefused(await record('someone'), 401, 'AUTH_REQUIRED');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('a %s gets 403 STAFF_ONLY and nothing of anyone, not even a count', async (type) => {
    const [caller, donor] = await Promise.all([memberOfType(type), memberOfType('standard', 'Secret Donor')]);
    await insertTransaction(await getDb(), donor.uid, { amount: 5_000 });
    for (const answer of [await list('', caller.idToken), await list(`?q=${encodeURIComponent(donor.email)}`, caller.idToken), await record(donor.uid, caller.idToken)]) {
      expectRefused(answer, 403, 'STAFF_ONLY');
      expect(JSON.stringify(answer.json)).not.toMatch(new RegExp(`${donor.uid}|${donor.email}|Secret Donor|5000|"members"|count`, 'i'));
    }
    expectRefused(await record('no-such-member', caller.idToken), 403, 'STAFF_ONLY');
  });

  it('an anonymous Firebase user gets 403', async () => {
    const anonymous = await createAnonymousUser();
    expectRefused(await list('', anonymous.idToken), 403, 'STAFF_ONLY');
  });
});

describe('GET /api/desk/members', () => {
  it('finds a donor by email for an administrator, uncached', async () => {
    const [admin, donor] = await Promise.all([memberOfType('administrator'), memberOfType('standard', 'Ngaio Donor')]);
    await insertTransaction(await getDb(), donor.uid, { amount: 5_000, placement: 'ONSITE' });
    const answer = await list(`?q=${encodeURIComponent(donor.email.toUpperCase())}&state=one_off&firstPlacement=ONSITE`, admin.idToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.data).toEqual({
      members: [{ uid: donor.uid, email: donor.email, name: 'Ngaio Donor', type: 'standard', supporter: 'one_off', totalGiven: 5_000, createdAt: expect.any(String) }],
      nextCursor: null,
      previousCursor: null,
    });
  });

  it.each([
    ['state', '?state=generous'],
    ['joinedFrom', '?joinedFrom=yesterday'],
    ['joinedFrom', '?joinedFrom=2026-02-30'],
    ['joinedTo', '?joinedTo=1999-12-31'],
    ['joinedTo', '?joinedFrom=2026-05-01&joinedTo=2026-04-01'],
    ['firstPlacement', '?firstPlacement=SOMEWHERE'],
    ['after', '?after=not-a-cursor'],
    ['after', '?after=1764000000000000.'],
    ['before', '?before=2026-01-01.someone'],
    ['before', '?after=1764000000000000.someone&before=1764000000000000.someone'],
    ['list', '?list=../etc'],
    ['sort', '?sort=email'],
    ['q', `?q=${'x'.repeat(201)}`],
    ['q', '?q=a%00b'],
  ])('answers 400 naming %s for %s', async (field, search) => {
    const admin = await memberOfType('administrator');
    const answer = await list(search, admin.idToken);
    expectRefused(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json.error.message).toContain(field);
  });
});

describe('GET /api/desk/members/{uid}', () => {
  it("answers the member's record to an administrator", async () => {
    const [admin, donor] = await Promise.all([memberOfType('administrator'), memberOfType('standard', 'Tui Donor')]);
    const txId = await insertTransaction(await getDb(), donor.uid, { amount: 5_000 });
    const answer = await record(donor.uid, admin.idToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.data.member).toMatchObject({ uid: donor.uid, email: donor.email, name: 'Tui Donor', supporter: 'one_off' });
    expect(answer.json.data.transactions).toEqual([expect.objectContaining({ txId, amount: 5_000, receiptPath: `/receipt/${txId}` })]);
  });

  it('answers 404 MEMBER_NOT_FOUND for an unknown uid', async () => {
    const admin = await memberOfType('administrator');
    expectRefused(await record('no-such-member', admin.idToken), 404, 'MEMBER_NOT_FOUND');
  });
});
