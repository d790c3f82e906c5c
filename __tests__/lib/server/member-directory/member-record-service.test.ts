import { getDb } from '@/lib/server/db/client';
import type { MemberDirectoryDeps } from '@/lib/server/member-directory/member-directory-deps';
import { getMemberRecord } from '@/lib/server/member-directory/member-record-service';
import { MemberRecord } from '@/lib/schemas/desk-members';
import { insertArticle } from '../../../helpers/member-rows';
import {
  fileUnderCategory,
  insertCard,
  insertComment,
  insertCommentReport,
  insertComplimentary,
  insertMember,
  insertNewsletterSubscription,
  insertRefund,
  insertSubscription,
  insertSubscriptionEvent,
  insertTransaction,
} from '../../../helpers/member-directory-rows';
import { insertSeedNewsletters } from '../../../helpers/newsletter-rows';

const NOW = new Date('2026-11-25T00:00:00Z');
let deps: MemberDirectoryDeps;
let admin: string;
let articleId: number;
let sectionSlug: string;

beforeAll(async () => {
  const db = await getDb();
  deps = { db, now: () => NOW };
  admin = await insertMember(db, { type: 'administrator', email: 'desk-admin@example.nz' });
  articleId = await insertArticle(db);
  sectionSlug = await fileUnderCategory(db, articleId);
  await insertSeedNewsletters();
}, 90_000);

/** A member with one of everything the page shows. */
async function memberWithHistory(name: string) {
  const db = deps.db;
  const uid = await insertMember(db, { name });
  const email = `${uid}@example.nz`;
  const subscriptionId = await insertSubscription(db, uid, { status: 'DELETED', cancelReason: 'Moving overseas', placement: 'ONSITE' });
  await insertSubscriptionEvent(db, subscriptionId, uid, { kind: 'created', at: new Date('2026-01-01T00:00:00Z') });
  await insertSubscriptionEvent(db, subscriptionId, uid, { kind: 'paused', reason: 'On holiday', actorUid: admin, at: new Date('2026-03-01T00:00:00Z') });
  await insertSubscriptionEvent(db, subscriptionId, uid, { kind: 'canceled', reason: 'Moving overseas', at: new Date('2026-06-01T00:00:00Z') });
  const gift = await insertTransaction(db, uid, { amount: 5_000, refundedAmount: 2_500, placement: 'INLINE_BANNER', createdAt: new Date('2026-02-01T00:00:00Z') });
  await insertRefund(db, gift, uid, { amount: 2_500, byUid: admin, reason: 'Gave twice' });
  const declined = await insertTransaction(db, uid, { amount: 1_000, status: 'failed', createdAt: new Date('2026-02-02T00:00:00Z') });
  await insertCard(db, uid, { brand: 'visa', last4: '4242' });
  await insertCard(db, uid, { brand: 'mastercard', last4: '4444', deleted: true });
  await insertNewsletterSubscription(db, { email, memberUid: uid, listId: 'morning-briefing', consentIp: '203.0.113.9', source: 'donation' });
  // Signed up with the same email before the account existed.
  await insertNewsletterSubscription(db, { email, listId: 'climate-dispatch', status: 'unsubscribed' });
  const commentId = await insertComment(db, uid, articleId, { body: `Words of ${name}`, status: 'hidden' });
  const reporter = await insertMember(db);
  await insertCommentReport(db, commentId, reporter);
  await insertComplimentary(db, uid, { startsAt: new Date('2026-07-01T00:00:00Z'), endsAt: new Date('2027-07-01T00:00:00Z'), reason: 'Contributor', grantedByUid: admin });
  return { uid, email, subscriptionId, gift, declined, commentId };
}

describe("a member's record", () => {
  it('shows every transaction with its refunds and receipt, subscriptions with history, cards, newsletters, comments and complimentary membership', async () => {
    const mine = await memberWithHistory('Aroha Whānau');
    const record = await getMemberRecord(deps, admin, mine.uid);
    expect(MemberRecord.parse(record)).toEqual(record);
    expect(record.member).toEqual({ uid: mine.uid, email: mine.email, name: 'Aroha Whānau', type: 'standard', supporter: 'lapsed', createdAt: expect.any(String) });

    expect(record.transactions.map((tx) => tx.txId)).toEqual([mine.declined, mine.gift]);
    const [declined, gift] = record.transactions;
    expect(gift).toMatchObject({ amount: 5_000, refundedAmount: 2_500, status: 'succeeded', placement: 'INLINE_BANNER', receiptPath: `/receipt/${mine.gift}` });
    expect(gift!.refunds).toEqual([{ refundId: expect.any(String), amount: 2_500, status: 'succeeded', reason: 'Gave twice', createdAt: expect.any(String), by: 'desk-admin@example.nz' }]);
    expect(declined).toMatchObject({ status: 'failed', failureCode: 'card_declined', receiptPath: null, refunds: [] });

    expect(record.subscriptions).toEqual([
      expect.objectContaining({ subscriptionId: mine.subscriptionId, status: 'DELETED', cancelReason: 'Moving overseas', placement: 'ONSITE' }),
    ]);
    expect(record.subscriptions[0]!.history.map(({ kind, reason, byStaff }) => ({ kind, reason, byStaff }))).toEqual([
      { kind: 'created', reason: null, byStaff: false },
      { kind: 'paused', reason: 'On holiday', byStaff: true },
      { kind: 'canceled', reason: 'Moving overseas', byStaff: false },
    ]);

    // Brand, last four and expiry, nothing else of a card; newest first.
    expect(record.cards).toEqual([
      { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034, removed: true },
      { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, removed: false },
    ]);
    expect(record.cards.map((card) => Object.keys(card).sort())).toEqual([
      ['brand', 'expMonth', 'expYear', 'last4', 'removed'],
      ['brand', 'expMonth', 'expYear', 'last4', 'removed'],
    ]);

    expect(record.newsletters).toEqual([
      { listId: 'morning-briefing', name: expect.any(String), status: 'active', source: 'donation', consentAt: '2026-10-01T01:00:00.000Z', consentIp: '203.0.113.9', updatedAt: expect.any(String) },
      expect.objectContaining({ listId: 'climate-dispatch', status: 'unsubscribed' }),
    ]);
    expect(record.comments).toEqual([{ id: mine.commentId, articlePath: expect.stringMatching(new RegExp(`^/${sectionSlug}/\\d{2}-\\d{2}-\\d{4}/story-`)), headline: expect.any(String), body: 'Words of Aroha Whānau', status: 'hidden', reports: 1, createdAt: expect.any(String) }]);
    expect(record.complimentary).toEqual([{ id: expect.any(Number), startsAt: '2026-07-01T00:00:00.000Z', endsAt: '2027-07-01T00:00:00.000Z', reason: 'Contributor', revokedAt: null }]);
  });

  it("shows nothing of another member's", async () => {
    const mine = await memberWithHistory('Mine Only');
    const theirs = await memberWithHistory('Someone Else');
    const text = JSON.stringify(await getMemberRecord(deps, admin, mine.uid));
    for (const secret of [theirs.uid, theirs.email, theirs.gift, theirs.declined, theirs.subscriptionId, 'Words of Someone Else']) expect(text).not.toContain(secret);
    expect(text).toContain(mine.gift);
  });

  it('is 404 MEMBER_NOT_FOUND for an unknown uid', async () => {
    await expect(getMemberRecord(deps, admin, 'no-such-member')).rejects.toMatchObject({ code: 'MEMBER_NOT_FOUND', status: 404 });
  });

  it.each(['standard', 'moderator', 'contributor', 'author', 'editor'])('refuses a %s with STAFF_ONLY, even for a member who exists', async (type) => {
    const caller = await insertMember(deps.db, { type });
    const { uid } = await memberWithHistory('Kept Private');
    await expect(getMemberRecord(deps, caller, uid)).rejects.toMatchObject({ code: 'STAFF_ONLY', status: 403 });
    await expect(getMemberRecord(deps, caller, 'no-such-member')).rejects.toMatchObject({ code: 'STAFF_ONLY', status: 403 });
  });

  it('names a member without a full name by first and last name, and marks an active, not paused subscription as recurring', async () => {
    const uid = await insertMember(deps.db, { name: null, firstName: 'Hēmi', lastName: 'Walker' });
    await insertSubscription(deps.db, uid, { pausedUntil: new Date('2026-11-24T00:00:00Z') });
    const record = await getMemberRecord(deps, admin, uid);
    expect(record.member).toMatchObject({ name: 'Hēmi Walker', supporter: 'recurring' });
  });
});
