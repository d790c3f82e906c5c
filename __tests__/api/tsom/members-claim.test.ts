import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import createHandler from '@/pages/api/tsom/members/index';
import getHandler from '@/pages/api/tsom/members/get-member';
import { bearer, post } from '../../helpers/api-call';
import { uniqueEmail } from '../../helpers/firebase-emulator';
import { serveRoute } from '../../helpers/route-server';

// POST /api/tsom/members without a token makes a Firebase account with no password for any email
// (SPEC §6 allows it; decision 120). It must stay the email owner's: whoever can read that inbox
// claims it by an email link or a password reset, and lands on the same member row.

const PROJECT_ID = 'demo-panui';
const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** The Identity Toolkit call the browser's Firebase SDK makes, against the emulator. */
async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const res = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/${method}?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`Auth emulator ${method}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

/** The code in the last email of `requestType` the emulator "sent" to `email` (what its owner would click). */
async function mailedCode(email: string, requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET'): Promise<string> {
  const res = await fetch(`${emulator()}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === requestType).at(-1)?.oobCode;
  if (!code) throw new Error(`no ${requestType} email for ${email}`);
  return code;
}

let create: Awaited<ReturnType<typeof serveRoute>>;
let getMember: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  [create, getMember] = await Promise.all([serveRoute(createHandler), serveRoute(getHandler)]);
  // Migrate the database here, not in the first test's time.
  await getDb();
});
afterAll(() => Promise.all([create.close(), getMember.close()]));
beforeEach(() => resetRateLimits());

async function preRegister(email: string): Promise<string> {
  const res = await post(create.url, { email, firstName: 'Hine' });
  expect(res.status).toBe(200);
  return res.json.data.uid;
}

async function expectSameMember(idToken: string, uid: string, email: string): Promise<void> {
  const res = await post(`${getMember.url}/?uid=${uid}`, {}, bearer(idToken));
  expect({ status: res.status, uid: res.json.data?.uid, email: res.json.data?.email, firstName: res.json.data?.firstName }).toEqual({ status: 200, uid, email, firstName: 'Hine' });
  const rows = await (await getDb()).select().from(members).where(sql`lower(${members.email}) = ${email}`);
  expect(rows.map((row) => row.uid)).toEqual([uid]);
}

describe('a member pre-registered without a token is claimed by the owner of the email', () => {
  it('by an email link: the link signs in to the same account and member', async () => {
    const email = uniqueEmail('claim-link');
    const uid = await preRegister(email);
    await identityToolkit('accounts:sendOobCode', { requestType: 'EMAIL_SIGNIN', email, continueUrl: 'http://localhost/auth/email-link', canHandleCodeInApp: true });
    const signedIn = await identityToolkit<{ localId: string; idToken: string }>('accounts:signInWithEmailLink', { email, oobCode: await mailedCode(email, 'EMAIL_SIGNIN') });
    expect(signedIn.localId).toBe(uid);
    await expectSameMember(signedIn.idToken, uid, email);
  });

  it('by a password reset: the new password signs in to the same account and member', async () => {
    const email = uniqueEmail('claim-reset');
    const uid = await preRegister(email);
    await identityToolkit('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email });
    await identityToolkit('accounts:resetPassword', { oobCode: await mailedCode(email, 'PASSWORD_RESET'), newPassword: 'kei-a-au-2026' });
    const signedIn = await identityToolkit<{ localId: string; idToken: string }>('accounts:signInWithPassword', { email, password: 'kei-a-au-2026', returnSecureToken: true });
    expect(signedIn.localId).toBe(uid);
    await expectSameMember(signedIn.idToken, uid, email);
  });

  it('and nobody signs in to it with a password before the owner sets one', async () => {
    const email = uniqueEmail('claim-nopass');
    await preRegister(email);
    await expect(identityToolkit('accounts:signInWithPassword', { email, password: '', returnSecureToken: true })).rejects.toThrow(/400/);
    await expect(identityToolkit('accounts:signInWithPassword', { email, password: 'guess-2026', returnSecureToken: true })).rejects.toThrow(/400/);
  });
});
