import { getServerSideProps } from '@/pages/desk/audit';
import { recordAudit } from '@/lib/server/audit/audit-store';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getDb } from '@/lib/server/db/client';
import { callPage } from '../helpers/page-call';
import { cookieHeader } from '../helpers/session-cookies';
import { memberOfType } from '../helpers/staff-members';

beforeAll(() => getDb(), 90_000);

const sessionOf = async (type: Parameters<typeof memberOfType>[0]) => {
  const user = await memberOfType(type, `The ${type}`);
  return { user, cookie: await adminAuth().createSessionCookie(user.idToken, { expiresIn: 60 * 60 * 1000 }) };
};

describe('/desk/audit', () => {
  it('sends a signed-out visitor to sign in, uncached and unindexed', async () => {
    const page = await callPage(getServerSideProps);
    expect(page.result).toEqual({ redirect: { destination: expect.stringMatching(/^\/sign-in\?next=/), permanent: false } });
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('is not found for a member whose type is %s', async (type) => {
    const { cookie } = await sessionOf(type);
    expect((await callPage(getServerSideProps, { headers: cookieHeader(cookie) })).result).toEqual({ notFound: true });
  });

  it('shows an administrator one member’s rows when filtered, and the whole log when the filter cannot be read', async () => {
    const { user, cookie } = await sessionOf('administrator');
    const member = await memberOfType('standard');
    await recordAudit(await getDb(), { actor: { uid: user.uid, email: user.email }, action: 'member.role', memberUid: member.uid, targetType: 'member', targetId: member.uid, before: { role: 'standard' }, after: { role: 'author' } });
    type Props = { props: { page: { entries: { memberUid: string }[] }; filter: { member: string }; invalidFilter: boolean } };
    const filtered = (await callPage(getServerSideProps, { headers: cookieHeader(cookie), query: { member: member.uid, action: '' } })).result as Props;
    expect(filtered.props.page.entries).toEqual([expect.objectContaining({ memberUid: member.uid, after: { role: 'author' } })]);
    expect(filtered.props.filter.member).toBe(member.uid);
    const unreadable = (await callPage(getServerSideProps, { headers: cookieHeader(cookie), query: { action: 'drop.tables' } })).result as Props;
    expect(unreadable.props.invalidFilter).toBe(true);
    expect(unreadable.props.page.entries.length).toBeGreaterThan(0);
  });
});
