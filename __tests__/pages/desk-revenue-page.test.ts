import { getServerSideProps } from '@/pages/desk/revenue';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getDb } from '@/lib/server/db/client';
import type { RevenueReport } from '@/lib/schemas/desk-revenue';
import { callPage } from '../helpers/page-call';
import { cookieHeader } from '../helpers/session-cookies';
import { memberOfType } from '../helpers/staff-members';

beforeAll(() => getDb(), 90_000);

const sessionOf = async (type: Parameters<typeof memberOfType>[0]) => {
  const user = await memberOfType(type, `The ${type}`);
  return { user, cookie: await adminAuth().createSessionCookie(user.idToken, { expiresIn: 60 * 60 * 1000 }) };
};

const propsOf = (result: unknown) => (result as { props: { report: RevenueReport; rangeError: string | null } }).props;

describe('/desk/revenue', () => {
  it('sends a signed-out visitor to sign in, uncached and unindexed', async () => {
    const page = await callPage(getServerSideProps);
    expect(page.result).toEqual({ redirect: { destination: expect.stringMatching(/^\/sign-in\?next=/), permanent: false } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('is not found for a member whose type is %s, whatever the months', async (type) => {
    const { cookie } = await sessionOf(type);
    expect((await callPage(getServerSideProps, { headers: cookieHeader(cookie), query: { from: '2026-01', to: '2026-03' } })).result).toEqual({ notFound: true });
    expect((await callPage(getServerSideProps, { headers: cookieHeader(cookie), query: { from: 'nonsense' } })).result).toEqual({ notFound: true });
  });

  it('shows an administrator the months in the URL', async () => {
    const { cookie } = await sessionOf('administrator');
    const props = propsOf((await callPage(getServerSideProps, { headers: cookieHeader(cookie), query: { from: '2026-01', to: '2026-03' } })).result);
    expect(props.rangeError).toBeNull();
    expect(props.report.range).toEqual({ from: '2026-01', to: '2026-03' });
    expect(props.report.months.map((month) => month.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('explains months it cannot use and shows the last twelve instead', async () => {
    const { cookie } = await sessionOf('administrator');
    const props = propsOf((await callPage(getServerSideProps, { headers: cookieHeader(cookie), query: { from: '2026-05', to: '2026-01' } })).result);
    expect(props.rangeError).toBe('The first month must not come after the last.');
    expect(props.report.months).toHaveLength(12);
  });
});
