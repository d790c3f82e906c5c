import { getServerSideProps as listPage } from '@/pages/desk/members';
import { getServerSideProps as recordPage } from '@/pages/desk/members/[uid]';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { getDb } from '@/lib/server/db/client';
import type { MemberListPage, MemberRecord } from '@/lib/schemas/desk-members';
import { callPage } from '../helpers/page-call';
import { insertTransaction } from '../helpers/member-directory-rows';
import { insertSeedNewsletters } from '../helpers/newsletter-rows';
import { cookieHeader } from '../helpers/session-cookies';
import { memberOfType } from '../helpers/staff-members';

beforeAll(async () => {
  await getDb();
  await insertSeedNewsletters();
}, 90_000);

const sessionOf = async (type: Parameters<typeof memberOfType>[0]) => {
  const user = await memberOfType(type, `The ${type}`);
  return { user, cookie: await adminAuth().createSessionCookie(user.idToken, { expiresIn: 60 * 60 * 1000 }) };
};

interface ListProps {
  page: MemberListPage;
  params: Record<string, string>;
  refused: string[];
  newsletters: { listId: string; name: string }[];
}
const propsOf = <P>(answer: Awaited<ReturnType<typeof callPage>>) => (answer.result as { props: P }).props;

describe('/desk/members', () => {
  it('sends a signed-out visitor to sign in, uncached and unindexed', async () => {
    const page = await callPage(listPage, { query: { q: 'someone@example.nz' } });
    expect(page.result).toEqual({ redirect: { destination: expect.stringMatching(/^\/sign-in\?next=/), permanent: false } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'] as const)('is not found for a %s', async (type) => {
    const { cookie } = await sessionOf(type);
    expect((await callPage(listPage, { headers: cookieHeader(cookie) })).result).toEqual({ notFound: true });
  });

  it('renders a search from the link on the server: the donor found by email, the filters kept for the form', async () => {
    const [{ cookie }, donor] = await Promise.all([sessionOf('administrator'), memberOfType('standard', 'Kiri Donor')]);
    await insertTransaction(await getDb(), donor.uid, { amount: 5_000 });
    // The filter form sends its empty fields too.
    const answer = await callPage(listPage, { headers: cookieHeader(cookie), query: { q: donor.email, state: 'one_off', list: '', joinedFrom: '' } });
    const props = propsOf<ListProps>(answer);
    expect(props.page.members).toEqual([expect.objectContaining({ uid: donor.uid, name: 'Kiri Donor', supporter: 'one_off', totalGiven: 5_000 })]);
    expect(props.params).toEqual({ q: donor.email, state: 'one_off' });
    expect(props.refused).toEqual([]);
    expect(props.newsletters).toContainEqual({ listId: 'morning-briefing', name: expect.any(String) });
  });

  it('leaves out a nonsense filter from a hand-edited link, says which, and lists with the rest', async () => {
    const [{ cookie }, donor] = await Promise.all([sessionOf('administrator'), memberOfType('standard', 'Pita Donor')]);
    const answer = await callPage(listPage, { headers: cookieHeader(cookie), query: { q: donor.email, joinedFrom: 'last-tuesday', state: 'generous' } });
    const props = propsOf<ListProps>(answer);
    expect(props.params).toEqual({ q: donor.email });
    expect(props.refused).toEqual([expect.stringContaining('(state)'), expect.stringContaining('(joinedFrom)')]);
    expect(props.page.members.map((member) => member.uid)).toEqual([donor.uid]);
  });
});

describe('/desk/members/[uid]', () => {
  it("shows an administrator the member's record", async () => {
    const [{ cookie }, donor] = await Promise.all([sessionOf('administrator'), memberOfType('standard', 'Rewi Donor')]);
    const txId = await insertTransaction(await getDb(), donor.uid, { amount: 5_000 });
    const answer = await callPage(recordPage, { headers: cookieHeader(cookie), params: { uid: donor.uid } });
    const { record } = propsOf<{ record: MemberRecord }>(answer);
    expect(record.member).toMatchObject({ uid: donor.uid, name: 'Rewi Donor' });
    expect(record.transactions.map((tx) => tx.txId)).toEqual([txId]);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('is not found for an unknown or impossible uid, and for an editor', async () => {
    const [{ cookie: admin }, { cookie: editor }, donor] = await Promise.all([sessionOf('administrator'), sessionOf('editor'), memberOfType('standard')]);
    expect((await callPage(recordPage, { headers: cookieHeader(admin), params: { uid: 'no-such-member' } })).result).toEqual({ notFound: true });
    expect((await callPage(recordPage, { headers: cookieHeader(admin), params: { uid: 'a\u0000b' } })).result).toEqual({ notFound: true });
    expect((await callPage(recordPage, { headers: cookieHeader(editor), params: { uid: donor.uid } })).result).toEqual({ notFound: true });
  });
});
