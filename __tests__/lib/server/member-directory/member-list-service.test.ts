import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import type { MemberDirectoryDeps } from '@/lib/server/member-directory/member-directory-deps';
import { listMembers } from '@/lib/server/member-directory/member-list-service';
import { MemberListQuery, type MemberListPage } from '@/lib/schemas/desk-members';
import { insertSeedNewsletters } from '../../../helpers/newsletter-rows';
import { insertMember, insertNewsletterSubscription, insertSubscription, insertTransaction } from '../../../helpers/member-directory-rows';

// The member list on in-memory PGlite: each filter with members that match and members that do
// not, and keyset pages that show everyone once. Every test names its members with its own tag
// and searches for it, so the other tests' members stay out of its answers.

const NOW = new Date('2026-11-25T00:00:00Z');
let deps: MemberDirectoryDeps;
let admin: string;

beforeAll(async () => {
  const db = await getDb();
  deps = { db, now: () => NOW };
  admin = await insertMember(db, { type: 'administrator', name: 'Desk Administrator' });
  await insertSeedNewsletters();
}, 90_000);

const tag = () => `Tag${randomUUID().slice(0, 8)}`;
const list = (query: Record<string, string>) => listMembers(deps, admin, MemberListQuery.parse(query));
const uids = (page: MemberListPage) => page.members.map((member) => member.uid).sort();

describe('who may list members', () => {
  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'])('refuses a %s with STAFF_ONLY', async (type) => {
    const caller = await insertMember(deps.db, { type });
    await expect(listMembers(deps, caller, {})).rejects.toMatchObject({ code: 'STAFF_ONLY', status: 403 });
  });
});

describe('searching', () => {
  it('finds an email by its start, whatever its case, and not by a middle part', async () => {
    const t = tag().toLowerCase();
    const kahu = await insertMember(deps.db, { email: `kahu.${t}@example.nz`, name: 'Kahu Tane' });
    await insertMember(deps.db, { email: `other.kahu.${t}@example.nz`, name: 'Someone Else' });
    expect(uids(await list({ q: `KAHU.${t.toUpperCase()}@EXAM` }))).toEqual([kahu]);
    expect(uids(await list({ q: `kahu.${t}@example.nz` }))).toEqual([kahu]);
    expect(uids(await list({ q: `${t}@example.nz` }))).toEqual([]);
  });

  it('finds words of a name, and first and last names, case-insensitively', async () => {
    const t = tag();
    const byName = await insertMember(deps.db, { name: `Te Rangi ${t}` });
    const byParts = await insertMember(deps.db, { name: null, firstName: 'Rangi', lastName: t });
    await insertMember(deps.db, { name: `Mere ${t.slice(0, -1)}` });
    expect(uids(await list({ q: `rangi ${t.toLowerCase()}` }))).toEqual([byName, byParts].sort());
    expect(uids(await list({ q: t }))).toEqual([byName, byParts].sort());
  });

  it('treats % and _ in a search as themselves', async () => {
    const t = tag();
    const literal = await insertMember(deps.db, { name: `${t} 100%_sure` });
    await insertMember(deps.db, { name: `${t} 100 percent` });
    expect(uids(await list({ q: `${t} 100%_` }))).toEqual([literal]);
  });
});

describe('supporter states', () => {
  it('tells recurring, paused, lapsed, one-off and none apart, and each filter lists only its own', async () => {
    const t = tag();
    const db = deps.db;
    const member = (label: string) => insertMember(db, { name: `${t} ${label}` });
    const recurring = await member('recurring');
    await insertSubscription(db, recurring);
    const pauseOver = await member('pause over');
    await insertSubscription(db, pauseOver, { pausedUntil: new Date('2026-11-01T00:00:00Z') });
    const paused = await member('paused');
    await insertSubscription(db, paused, { pausedUntil: new Date('2026-12-25T00:00:00Z') });
    const lapsed = await member('lapsed');
    await insertSubscription(db, lapsed, { status: 'DELETED' });
    const pastDue = await member('past due');
    await insertSubscription(db, pastDue, { status: 'PAST_DUE' });
    const lapsedGiver = await member('lapsed giver');
    await insertSubscription(db, lapsedGiver, { status: 'DELETED' });
    await insertTransaction(db, lapsedGiver);
    const oneOff = await member('one-off');
    await insertTransaction(db, oneOff);
    const declined = await member('declined');
    await insertTransaction(db, declined, { status: 'failed' });
    const nothing = await member('nothing');

    const all = await list({ q: t });
    expect(Object.fromEntries(all.members.map((m) => [m.uid, m.supporter]))).toEqual({
      [recurring]: 'recurring',
      [pauseOver]: 'recurring',
      [paused]: 'paused',
      [lapsed]: 'lapsed',
      [pastDue]: 'lapsed',
      [lapsedGiver]: 'lapsed',
      [oneOff]: 'one_off',
      [declined]: 'none',
      [nothing]: 'none',
    });
    expect(uids(await list({ q: t, state: 'recurring' }))).toEqual([recurring, pauseOver].sort());
    expect(uids(await list({ q: t, state: 'paused' }))).toEqual([paused]);
    expect(uids(await list({ q: t, state: 'lapsed' }))).toEqual([lapsed, pastDue, lapsedGiver].sort());
    expect(uids(await list({ q: t, state: 'one_off' }))).toEqual([oneOff]);
    expect(uids(await list({ q: t, state: 'none' }))).toEqual([declined, nothing].sort());
  });

  it('counts what a member gave: charges that went through, less refunds', async () => {
    const t = tag();
    const giver = await insertMember(deps.db, { name: `${t} giver` });
    await insertTransaction(deps.db, giver, { amount: 5_000, refundedAmount: 2_000 });
    await insertTransaction(deps.db, giver, { amount: 1_000, kind: 'subscription' });
    await insertTransaction(deps.db, giver, { amount: 9_000, status: 'failed' });
    await insertTransaction(deps.db, giver, { amount: 700, status: 'refunded', refundedAmount: 700 });
    const [entry] = (await list({ q: t })).members;
    expect(entry).toMatchObject({ uid: giver, totalGiven: 4_000 });
  });
});

describe('other filters', () => {
  it('lists subscribers to a newsletter, by account or by the email they signed up with, and no one else', async () => {
    const t = tag();
    const db = deps.db;
    const byUid = await insertMember(db, { name: `${t} by uid` });
    await insertNewsletterSubscription(db, { email: `${byUid}@example.nz`, memberUid: byUid, listId: 'morning-briefing' });
    const byEmail = await insertMember(db, { name: `${t} by email` });
    await insertNewsletterSubscription(db, { email: `${byEmail}@example.nz`, listId: 'morning-briefing' });
    const unsubscribed = await insertMember(db, { name: `${t} unsubscribed` });
    await insertNewsletterSubscription(db, { email: `${unsubscribed}@example.nz`, memberUid: unsubscribed, listId: 'morning-briefing', status: 'unsubscribed' });
    const pending = await insertMember(db, { name: `${t} pending` });
    await insertNewsletterSubscription(db, { email: `${pending}@example.nz`, memberUid: pending, listId: 'morning-briefing', status: 'pending' });
    const otherList = await insertMember(db, { name: `${t} other list` });
    await insertNewsletterSubscription(db, { email: `${otherList}@example.nz`, memberUid: otherList, listId: 'climate-dispatch' });
    expect(uids(await list({ q: t, list: 'morning-briefing' }))).toEqual([byUid, byEmail].sort());
    expect(uids(await list({ q: t, list: 'climate-dispatch' }))).toEqual([otherList]);
  });

  it('takes signed-up dates as New Zealand days', async () => {
    const t = tag();
    // 10:59:59 UTC on 1 March is 23:59:59 on 1 March in New Zealand (NZDT, +13); a second later it is 2 March.
    const lastOfMarch1 = await insertMember(deps.db, { name: `${t} a`, createdAt: new Date('2026-03-01T10:59:59Z') });
    const firstOfMarch2 = await insertMember(deps.db, { name: `${t} b`, createdAt: new Date('2026-03-01T11:00:00Z') });
    const february = await insertMember(deps.db, { name: `${t} c`, createdAt: new Date('2026-02-28T10:00:00Z') });
    expect(uids(await list({ q: t, joinedTo: '2026-03-01' }))).toEqual([lastOfMarch1, february].sort());
    expect(uids(await list({ q: t, joinedFrom: '2026-03-02' }))).toEqual([firstOfMarch2]);
    expect(uids(await list({ q: t, joinedFrom: '2026-03-01', joinedTo: '2026-03-01' }))).toEqual([lastOfMarch1]);
  });

  it('matches the placement of the first gift that went through, not a later or failed one', async () => {
    const t = tag();
    const db = deps.db;
    const bannerFirst = await insertMember(db, { name: `${t} banner first` });
    await insertTransaction(db, bannerFirst, { placement: 'INLINE_BANNER', createdAt: new Date('2026-05-01T00:00:00Z') });
    await insertTransaction(db, bannerFirst, { placement: 'ONSITE', createdAt: new Date('2026-06-01T00:00:00Z') });
    const failedFirst = await insertMember(db, { name: `${t} failed first` });
    await insertTransaction(db, failedFirst, { placement: 'ONSITE', status: 'failed', createdAt: new Date('2026-05-01T00:00:00Z') });
    await insertTransaction(db, failedFirst, { placement: 'INLINE_BANNER', createdAt: new Date('2026-05-02T00:00:00Z') });
    await insertMember(db, { name: `${t} never gave` });
    expect(uids(await list({ q: t, firstPlacement: 'INLINE_BANNER' }))).toEqual([bannerFirst, failedFirst].sort());
    expect(uids(await list({ q: t, firstPlacement: 'ONSITE' }))).toEqual([]);
  });

  it('combines filters', async () => {
    const t = tag();
    const match = await insertMember(deps.db, { name: `${t} match`, createdAt: new Date('2026-04-10T00:00:00Z') });
    await insertSubscription(deps.db, match);
    const tooEarly = await insertMember(deps.db, { name: `${t} early`, createdAt: new Date('2026-01-10T00:00:00Z') });
    await insertSubscription(deps.db, tooEarly);
    await insertMember(deps.db, { name: `${t} no support`, createdAt: new Date('2026-04-10T00:00:00Z') });
    expect(uids(await list({ q: t, state: 'recurring', joinedFrom: '2026-04-01' }))).toEqual([match]);
  });
});

describe('pages', () => {
  it('go newest first, 50 a page, and show every member exactly once, forwards and back', async () => {
    const t = tag();
    const start = Date.parse('2025-01-01T00:00:00Z');
    const created: string[] = [];
    // Some members share a signed-up time to the microsecond: the uid breaks the tie, so none is skipped or repeated.
    for (let i = 0; i < 123; i++) created.push(await insertMember(deps.db, { name: `${t} ${i}`, createdAt: new Date(start + Math.floor(i / 3) * 1_000) }));
    const pages: MemberListPage[] = [await list({ q: t })];
    while (pages.at(-1)!.nextCursor) pages.push(await list({ q: t, after: pages.at(-1)!.nextCursor! }));
    expect(pages.map((page) => page.members.length)).toEqual([50, 50, 23]);
    const seen = pages.flatMap((page) => page.members.map((member) => member.uid));
    expect(new Set(seen).size).toBe(123);
    expect([...seen].sort()).toEqual([...created].sort());
    const times = pages.flatMap((page) => page.members.map((member) => member.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    expect(pages[0]!.previousCursor).toBeNull();

    // Back from the last page: the same pages in the same order, and the first has no page before it.
    const back = await list({ q: t, before: pages[2]!.previousCursor! });
    expect(back.members.map((m) => m.uid)).toEqual(pages[1]!.members.map((m) => m.uid));
    const first = await list({ q: t, before: back.previousCursor! });
    expect(first.members.map((m) => m.uid)).toEqual(pages[0]!.members.map((m) => m.uid));
    expect(first.previousCursor).toBeNull();
    expect(first.nextCursor).toBe(pages[0]!.nextCursor);
  });
});
