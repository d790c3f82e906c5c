import { getServerSideProps } from '@/pages/desk/exports';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getDb } from '@/lib/server/db/client';
import { nzMonthOf } from '@/lib/desk/export-days';
import { callPage } from '../helpers/page-call';
import { cookieHeader } from '../helpers/session-cookies';
import { memberOfType } from '../helpers/staff-members';

beforeAll(() => getDb(), 90_000);

const sessionOf = async (type: Parameters<typeof memberOfType>[0]) => {
  const user = await memberOfType(type, `The ${type}`);
  return { user, cookie: await adminAuth().createSessionCookie(user.idToken, { expiresIn: 60 * 60 * 1000 }) };
};

describe('/desk/exports', () => {
  it('sends a signed-out visitor to sign in, uncached and unindexed', async () => {
    const page = await callPage(getServerSideProps);
    expect(page.result).toEqual({ redirect: { destination: expect.stringMatching(/^\/sign-in\?next=/), permanent: false } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('is not found for a member whose type is %s', async (type) => {
    const { cookie } = await sessionOf(type);
    expect((await callPage(getServerSideProps, { headers: cookieHeader(cookie) })).result).toEqual({ notFound: true });
  });

  it('gives an administrator this New Zealand month as the transactions range', async () => {
    const { user, cookie } = await sessionOf('administrator');
    const page = await callPage(getServerSideProps, { headers: cookieHeader(cookie) });
    const props = (page.result as { props: { month: { from: string; to: string }; staff: { uid: string; role: string } } }).props;
    expect(props.staff).toMatchObject({ uid: user.uid, role: 'administrator' });
    expect(props.month).toEqual(nzMonthOf(new Date()));
  });
});
