import loginRoute from '@/pages/api/auth/login';
import createMemberRoute from '@/pages/api/tsom/members';
import { getDb } from '@/lib/server/db/client';
import { members, staffInvites } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { bearer, post } from '../../helpers/api-call';
import { createEmailUser, createVerifiedUser, forgeIdToken, uniqueEmail } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';
import { inviteRow, memberType } from '../../helpers/staff-members';

// ADMIN_EMAILS is read once per process, at the first request; this file's addresses are listed
// in other case and with blanks, as an operator might write them.
const chief = uniqueEmail('chief');
const deputy = uniqueEmail('deputy');
const unverifiedChief = uniqueEmail('pretender');
const alreadyEditor = uniqueEmail('editor');
process.env.ADMIN_EMAILS = ` ${chief.toUpperCase()}, ,${deputy} ,${unverifiedChief},${alreadyEditor},`;

let login: Awaited<ReturnType<typeof serveRoute>>;
let createMember: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [login, createMember] = await Promise.all([serveRoute(loginRoute), serveRoute(createMemberRoute), getDb()]);
}, 90_000);
afterAll(() => Promise.all([login.close(), createMember.close()]));
beforeEach(() => resetRateLimits());

const memberRowFor = async (uid: string, email: string, type = 'standard') => (await getDb()).insert(members).values({ uid, email, type });
const signIn = (token: string) => post(login.url, { token });

describe('ADMIN_EMAILS', () => {
  it('makes a listed, verified member an administrator when they sign in', async () => {
    const user = await createVerifiedUser({ email: chief });
    await memberRowFor(user.uid, chief);
    expect((await signIn(user.idToken)).status).toBe(200);
    expect(await memberType(user.uid)).toBe('administrator');
  });

  it('applies when the member row is created after the sign-in (a new account)', async () => {
    const user = await createVerifiedUser({ email: deputy });
    expect((await signIn(user.idToken)).status).toBe(200);
    const created = await post(createMember.url, { email: deputy, firstName: 'Hana' }, bearer(user.idToken));
    expect(created.status).toBe(200);
    expect(created.json.data.type).toBe('administrator');
    expect(await memberType(user.uid)).toBe('administrator');
  });

  it('ignores an unverified email, however it is written', async () => {
    const user = await createEmailUser({ email: unverifiedChief });
    await memberRowFor(user.uid, unverifiedChief);
    expect((await signIn(user.idToken)).status).toBe(200);
    const created = await post(createMember.url, { email: unverifiedChief }, bearer(user.idToken));
    expect(created.json.data.type).toBe('standard');
    expect(await memberType(user.uid)).toBe('standard');
  });

  it('promotes a listed editor; never touches a member who is not listed', async () => {
    const editor = await createVerifiedUser({ email: alreadyEditor });
    await memberRowFor(editor.uid, alreadyEditor, 'editor');
    await signIn(editor.idToken);
    expect(await memberType(editor.uid)).toBe('administrator');
    const reader = await createVerifiedUser();
    await memberRowFor(reader.uid, reader.email);
    await signIn(reader.idToken);
    expect(await memberType(reader.uid)).toBe('standard');
  });
});

describe('a staff invite', () => {
  const inviteFor = async (email: string, role: string) => (await getDb()).insert(staffInvites).values({ email, role });

  it("gives its role at the invited email's first verified sign-in, and is used up", async () => {
    const email = uniqueEmail('invitee');
    await inviteFor(email, 'author');
    const user = await createVerifiedUser({ email });
    await signIn(user.idToken);
    const created = await post(createMember.url, { email }, bearer(user.idToken));
    expect(created.json.data.type).toBe('author');
    expect(await inviteRow(email)).toBeUndefined();
  });

  it('waits while the email is unverified', async () => {
    const email = uniqueEmail('invitee');
    await inviteFor(email, 'editor');
    const user = await createEmailUser({ email });
    await memberRowFor(user.uid, email);
    await signIn(user.idToken);
    expect(await memberType(user.uid)).toBe('standard');
    expect(await inviteRow(email)).toMatchObject({ role: 'editor' });
  });

  it('never demotes: an administrator invited as a contributor stays an administrator', async () => {
    const user = await createVerifiedUser();
    await memberRowFor(user.uid, user.email, 'administrator');
    await inviteFor(user.email, 'contributor');
    await signIn(user.idToken);
    expect(await memberType(user.uid)).toBe('administrator');
    expect(await inviteRow(user.email)).toBeUndefined();
  });

  it('is not taken by a forged token that claims the email without verification', async () => {
    const email = uniqueEmail('invitee');
    await inviteFor(email, 'administrator');
    const uid = `forger-${email}`;
    await memberRowFor(uid, email);
    await signIn(forgeIdToken(uid, { email }));
    expect(await memberType(uid)).toBe('standard');
    expect(await inviteRow(email)).toMatchObject({ role: 'administrator' });
  });
});
