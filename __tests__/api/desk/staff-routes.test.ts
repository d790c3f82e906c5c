import { and, eq, ne } from 'drizzle-orm';
import listRoute from '@/pages/api/desk/staff';
import invitesRoute from '@/pages/api/desk/staff/invites';
import roleRoute from '@/pages/api/desk/staff/role';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { type Answer, bearer, expectRefused } from '../../helpers/api-call';
import { createAnonymousUser, uniqueEmail } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';
import { inviteRow, memberOfType, memberType } from '../../helpers/staff-members';

const ROUTES = { '/api/desk/staff': listRoute, '/api/desk/staff/invites': invitesRoute, '/api/desk/staff/role': roleRoute } as const;

let server: Awaited<ReturnType<typeof serveRoute>>;
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
}, 90_000);
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${server.url}/api/desk/staff${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json(), headers: res.headers };
}

const list = (token?: string) => call('GET', '', undefined, token);
const invite = (body: unknown, token?: string) => call('POST', '/invites', body, token);
const cancel = (body: unknown, token?: string) => call('DELETE', '/invites', body, token);
const changeRole = (body: unknown, token?: string) => call('PUT', '/role', body, token);

describe('who may manage the staff', () => {
  it('a signed-out caller gets 401 from every staff call', async () => {
    expectRefused(await list(), 401, 'AUTH_REQUIRED');
    expectRefused(await invite({ email: uniqueEmail(), role: 'editor' }), 401, 'AUTH_REQUIRED');
    expectRefused(await cancel({ email: uniqueEmail() }), 401, 'AUTH_REQUIRED');
    expectRefused(await changeRole({ uid: 'someone', role: 'editor' }), 401, 'AUTH_REQUIRED');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('a caller whose type is %s gets 403 STAFF_ONLY and changes nothing', async (type) => {
    const [caller, target] = await Promise.all([memberOfType(type), memberOfType('standard')]);
    const invited = uniqueEmail('invitee');
    expectRefused(await list(caller.idToken), 403, 'STAFF_ONLY');
    expectRefused(await invite({ email: invited, role: 'administrator' }, caller.idToken), 403, 'STAFF_ONLY');
    expectRefused(await invite({ email: caller.email, role: 'administrator' }, caller.idToken), 403, 'STAFF_ONLY');
    expectRefused(await changeRole({ uid: target.uid, role: 'administrator' }, caller.idToken), 403, 'STAFF_ONLY');
    expectRefused(await changeRole({ uid: caller.uid, role: 'administrator' }, caller.idToken), 403, 'STAFF_ONLY');
    expect(await inviteRow(invited)).toBeUndefined();
    expect(await memberType(caller.uid)).toBe(type);
    expect(await memberType(target.uid)).toBe('standard');
  });

  it('an anonymous Firebase user gets 403', async () => {
    const anonymous = await createAnonymousUser();
    expectRefused(await list(anonymous.idToken), 403, 'STAFF_ONLY');
  });

  it('a pending invite can be cancelled only by an administrator', async () => {
    const [admin, editor] = await Promise.all([memberOfType('administrator'), memberOfType('editor')]);
    const email = uniqueEmail('invitee');
    expect((await invite({ email, role: 'author' }, admin.idToken)).status).toBe(200);
    expectRefused(await cancel({ email }, editor.idToken), 403, 'STAFF_ONLY');
    expect(await inviteRow(email)).toMatchObject({ role: 'author' });
  });
});

describe('the staff list and invites', () => {
  it('lists staff members with their roles and pending invites with who invited them', async () => {
    const [admin, editor, reader, moderator] = await Promise.all([
      memberOfType('administrator', 'Aroha Admin'),
      memberOfType('editor', 'Eru Editor'),
      memberOfType('standard'),
      memberOfType('moderator'),
    ]);
    const email = uniqueEmail('invitee');
    expect((await invite({ email, role: 'contributor' }, admin.idToken)).json.data).toEqual({ email, role: 'contributor', outcome: 'invited', uid: null });
    const res = await list(admin.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { staff, invites } = res.json.data;
    expect(staff).toEqual(
      expect.arrayContaining([
        { uid: admin.uid, email: admin.email, name: 'Aroha Admin', role: 'administrator' },
        { uid: editor.uid, email: editor.email, name: 'Eru Editor', role: 'editor' },
      ]),
    );
    const uids = staff.map((entry: { uid: string }) => entry.uid);
    expect(uids).not.toContain(reader.uid);
    expect(uids).not.toContain(moderator.uid);
    // Administrators come first.
    expect(staff[0].role).toBe('administrator');
    const pending = invites.find((entry: { email: string }) => entry.email === email);
    expect(pending).toEqual({ email, role: 'contributor', invitedAt: expect.any(String), invitedBy: admin.email });
    expect(Number.isNaN(Date.parse(pending.invitedAt))).toBe(false);
  });

  it('inviting the email of an existing member (any case) gives them the role at once, with no pending invite', async () => {
    const [admin, reader] = await Promise.all([memberOfType('administrator'), memberOfType('standard')]);
    const res = await invite({ email: `  ${reader.email.toUpperCase()} `, role: 'author' }, admin.idToken);
    expect(res.json.data).toEqual({ email: reader.email, role: 'author', outcome: 'applied', uid: reader.uid });
    expect(await memberType(reader.uid)).toBe('author');
    expect(await inviteRow(reader.email)).toBeUndefined();
  });

  it('inviting the same email again changes the pending role; cancelling removes it; cancelling again is a 404', async () => {
    const admin = await memberOfType('administrator');
    const email = uniqueEmail('invitee');
    await invite({ email, role: 'contributor' }, admin.idToken);
    await invite({ email: email.toUpperCase(), role: 'editor' }, admin.idToken);
    expect(await inviteRow(email)).toMatchObject({ role: 'editor', invitedByUid: admin.uid });
    expect((await cancel({ email }, admin.idToken)).json.data).toEqual({ email, cancelled: true });
    expect(await inviteRow(email)).toBeUndefined();
    expectRefused(await cancel({ email }, admin.idToken), 404, 'INVITE_NOT_FOUND');
  });

  it.each([
    ['an unknown role', { email: 'someone@example.nz', role: 'owner' }],
    ['standard (not a staff role)', { email: 'someone@example.nz', role: 'standard' }],
    ['a bad email', { email: 'not-an-email', role: 'editor' }],
    ['no role', { email: 'someone@example.nz' }],
    ['an extra field', { email: 'someone@example.nz', role: 'editor', uid: 'x' }],
    ['a control character', { email: 'some\u0000one@example.nz', role: 'editor' }],
  ])('refuses an invite with %s (400) and stores nothing', async (_name, body) => {
    const admin = await memberOfType('administrator');
    expectRefused(await invite(body, admin.idToken), 400, 'VALIDATION_FAILED');
    expect(await inviteRow('someone@example.nz')).toBeUndefined();
  });
});

describe('changing roles', () => {
  it('promotes, demotes and takes a member off the staff', async () => {
    const [admin, member] = await Promise.all([memberOfType('administrator'), memberOfType('standard')]);
    expect((await changeRole({ uid: member.uid, role: 'editor' }, admin.idToken)).json.data).toEqual({ uid: member.uid, role: 'editor', previousRole: 'standard' });
    expect(await memberType(member.uid)).toBe('editor');
    await changeRole({ uid: member.uid, role: 'contributor' }, admin.idToken);
    expect(await memberType(member.uid)).toBe('contributor');
    expect((await changeRole({ uid: member.uid, role: 'standard' }, admin.idToken)).status).toBe(200);
    expect(await memberType(member.uid)).toBe('standard');
    // Off the staff, the desk refuses them at once.
    expectRefused(await list(member.idToken), 403, 'STAFF_ONLY');
  });

  it('refuses an unknown member (404) and a bad role (400)', async () => {
    const admin = await memberOfType('administrator');
    expectRefused(await changeRole({ uid: 'no-such-member', role: 'editor' }, admin.idToken), 404, 'MEMBER_NOT_FOUND');
    expectRefused(await changeRole({ uid: admin.uid, role: 'moderator' }, admin.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await changeRole({ uid: '', role: 'editor' }, admin.idToken), 400, 'VALIDATION_FAILED');
    expect(await memberType(admin.uid)).toBe('administrator');
  });

  it('an administrator demoted by another loses access at once', async () => {
    const [first, second] = await Promise.all([memberOfType('administrator'), memberOfType('administrator')]);
    expect((await changeRole({ uid: second.uid, role: 'editor' }, first.idToken)).status).toBe(200);
    expectRefused(await changeRole({ uid: first.uid, role: 'standard' }, second.idToken), 403, 'STAFF_ONLY');
    expect(await memberType(first.uid)).toBe('administrator');
  });

  it('never removes or demotes the last administrator (409 LAST_ADMINISTRATOR), by role change or by invite', async () => {
    const admin = await memberOfType('administrator');
    // Every other administrator this file made steps down, leaving one.
    const db = await getDb();
    await db.update(members).set({ type: 'editor' }).where(and(eq(members.type, 'administrator'), ne(members.uid, admin.uid)));
    expectRefused(await changeRole({ uid: admin.uid, role: 'standard' }, admin.idToken), 409, 'LAST_ADMINISTRATOR');
    expectRefused(await changeRole({ uid: admin.uid, role: 'editor' }, admin.idToken), 409, 'LAST_ADMINISTRATOR');
    expectRefused(await invite({ email: admin.email, role: 'author' }, admin.idToken), 409, 'LAST_ADMINISTRATOR');
    expect(await memberType(admin.uid)).toBe('administrator');
    // With a second administrator, the first may step down.
    const other = await memberOfType('standard');
    await changeRole({ uid: other.uid, role: 'administrator' }, admin.idToken);
    expect((await changeRole({ uid: admin.uid, role: 'editor' }, admin.idToken)).status).toBe(200);
    expect(await memberType(admin.uid)).toBe('editor');
  });
});
