import { getServerSideProps } from '@/pages/profile';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getDb } from '@/lib/server/db/client';
import { sessionMember } from '@/lib/server/members/session-member';
import { createEmailUser, disableUser } from '../helpers/firebase-emulator';
import { callPage } from '../helpers/page-call';
import { cookieHeader } from '../helpers/session-cookies';
import { memberOfType } from '../helpers/staff-members';

beforeAll(() => getDb(), 90_000);

const sessionCookie = (idToken: string) => adminAuth().createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
const pageMember = async (headers: Record<string, string> = {}) => {
  const page = await callPage(getServerSideProps, { headers });
  expect(page.headers['cache-control']).toBe('private, no-store');
  return (page.result as { props: { sessionMember: unknown } }).props.sessionMember;
};

describe('/profile before the browser has signed in', () => {
  it('names the member of the session cookie, so the page shows them with its first paint', async () => {
    const user = await memberOfType('standard', 'Hine Pōtae');
    expect(await pageMember(cookieHeader(await sessionCookie(user.idToken)))).toEqual({
      uid: user.uid,
      id: user.uid,
      ds_id: user.uid,
      email: user.email,
      name: 'Hine Pōtae',
      firstName: null,
      lastName: null,
      type: 'standard',
    });
  });

  it('names nobody for a visitor, a cookie that is no good, or a signed-in user with no member row', async () => {
    expect(await pageMember()).toBeNull();
    expect(await pageMember(cookieHeader('not-a-session-cookie'))).toBeNull();
    const rowless = await createEmailUser();
    expect(await pageMember(cookieHeader(await sessionCookie(rowless.idToken)))).toBeNull();
  });

  it('names nobody for the session of an account disabled since, though its cookie is still sent', async () => {
    const user = await memberOfType('standard');
    const cookie = await sessionCookie(user.idToken);
    await disableUser(user.uid);
    expect(await pageMember(cookieHeader(cookie))).toBeNull();
  });

  it('does not hold the page for a slow sign-in check: past its wait it draws without the member', async () => {
    const user = await memberOfType('standard');
    const req = { headers: { cookie: `__session=${await sessionCookie(user.idToken)}` } } as never;
    expect(await sessionMember(req, 0)).toBeNull();
    expect(await sessionMember(req)).toMatchObject({ uid: user.uid });
  });
});
