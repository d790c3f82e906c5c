import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { adminAuth } from '@/lib/server/auth/firebase-admin';
import { verifyIdToken } from '@/lib/server/auth/verify-id-token';
import { getDb } from '@/lib/server/db/client';
import { commentLikes, commentReports, comments, watchlistItems } from '@/lib/server/db/schema/community';
import { tvShows } from '@/lib/server/db/schema/media';
import { members } from '@/lib/server/db/schema/members';
import { newsletters, newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { idempotencyKeys, paymentMethods } from '@/lib/server/db/schema/payments';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';
import { schema } from '@/lib/server/db/tables';
import { mergeAnonymous } from '@/lib/server/members/merge-anonymous-service';
import { MERGED_TABLES, UNMERGED_TABLES } from '@/lib/server/members/merge-anonymous-store';
import type { ServiceDeps } from '@/lib/server/members/member-deps';
import { createAnonymousUser, createEmailUser, type EmailUser, type EmulatorUser, uniqueEmail, userExists } from '../../../helpers/firebase-emulator';
import { insertArticle, memberRow } from '../../../helpers/member-rows';

// The members services' dependencies, as the container builds them.
const serviceDeps = async (): Promise<ServiceDeps> => ({ db: await getDb(), auth: adminAuth(), now: () => new Date() });

const db = () => getDb();

async function merge(account: EmailUser, anonymous: EmulatorUser) {
  return mergeAnonymous(await serviceDeps(), await verifyIdToken(account.idToken), anonymous.idToken);
}

async function pair() {
  const [account, anonymous] = [await createEmailUser(), await createAnonymousUser()];
  const d = await db();
  await d.insert(members).values({ uid: anonymous.uid });
  await d.insert(members).values({ uid: account.uid, email: account.email });
  return { account, anonymous, d };
}

describe('mergeAnonymous', () => {
  it('handles every table that has a member_uid column', () => {
    const owned = Object.values(schema as Record<string, unknown>)
      .filter((table): table is PgTable => is(table, PgTable))
      .filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === 'member_uid'))
      .map((table) => getTableConfig(table).name)
      .sort();
    expect(owned).toEqual([...MERGED_TABLES, ...UNMERGED_TABLES].sort());
  });

  it('keeps one like per comment and corrects the like count', async () => {
    const { account, anonymous, d } = await pair();
    const articleId = await insertArticle(d);
    const [both, onlyAnonymous] = await d
      .insert(comments)
      .values([
        { articleId, memberUid: account.uid, body: 'first', likeCount: 2 },
        { articleId, memberUid: account.uid, body: 'second', likeCount: 1 },
      ])
      .returning({ id: comments.id });
    await d.insert(commentLikes).values([
      { commentId: both!.id, memberUid: account.uid },
      { commentId: both!.id, memberUid: anonymous.uid },
      { commentId: onlyAnonymous!.id, memberUid: anonymous.uid },
    ]);
    await d.insert(commentReports).values([
      { commentId: both!.id, memberUid: account.uid, reason: 'mine' },
      { commentId: both!.id, memberUid: anonymous.uid, reason: 'theirs' },
    ]);
    expect(await merge(account, anonymous)).toEqual({ merged: true });
    const likes = await d.select().from(commentLikes).where(eq(commentLikes.memberUid, account.uid));
    expect(likes.map((l) => l.commentId).sort()).toEqual([both!.id, onlyAnonymous!.id].sort());
    const counts = await d.select({ id: comments.id, likeCount: comments.likeCount }).from(comments);
    expect(counts.find((c) => c.id === both!.id)?.likeCount).toBe(1);
    expect(counts.find((c) => c.id === onlyAnonymous!.id)?.likeCount).toBe(1);
    const reports = await d.select().from(commentReports).where(eq(commentReports.commentId, both!.id));
    expect(reports).toEqual([expect.objectContaining({ memberUid: account.uid, reason: 'mine' })]);
  });

  it('keeps the watched date of a show both had on their watch list', async () => {
    const { account, anonymous, d } = await pair();
    const [show] = await d
      .insert(tvShows)
      .values({ slug: `show-${anonymous.uid}`, title: 'Show', synopsis: '', whereToWatch: 'TVNZ+', genre: 'Drama', year: 2026 })
      .returning({ id: tvShows.id });
    const watchedAt = new Date('2026-11-01T08:00:00Z');
    await d.insert(watchlistItems).values([
      { memberUid: account.uid, tvShowId: show!.id },
      { memberUid: anonymous.uid, tvShowId: show!.id, watchedAt },
    ]);
    await merge(account, anonymous);
    expect(await d.select().from(watchlistItems).where(eq(watchlistItems.tvShowId, show!.id))).toEqual([
      expect.objectContaining({ memberUid: account.uid, watchedAt }),
    ]);
  });

  it('moves cards, newsletter sign-ups, events and idempotency keys, keeping the account’s key on a clash', async () => {
    const { account, anonymous, d } = await pair();
    await d.insert(paymentMethods).values({
      id: `pm_${anonymous.uid}`,
      memberUid: anonymous.uid,
      provider: 'sandbox',
      providerPaymentMethodId: `pm_sb_${anonymous.uid}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    await d.insert(newsletters).values({ listId: `list-${anonymous.uid}`, name: 'Daily', description: '', frequency: 'daily' }).onConflictDoNothing();
    await d.insert(newsletterSubscriptions).values({ email: uniqueEmail('news'), listId: `list-${anonymous.uid}`, memberUid: anonymous.uid, source: 'ONSITE', status: 'active' });
    await d.insert(analyticsEvents).values({ name: 'view_post', memberUid: anonymous.uid });
    await d.insert(idempotencyKeys).values([
      { memberUid: account.uid, key: 'same', requestHash: 'account', status: 'completed' },
      { memberUid: anonymous.uid, key: 'same', requestHash: 'anonymous', status: 'completed' },
      { memberUid: anonymous.uid, key: 'other', requestHash: 'anonymous', status: 'completed' },
    ]);
    await merge(account, anonymous);
    expect(await d.select().from(paymentMethods).where(eq(paymentMethods.memberUid, account.uid))).toHaveLength(1);
    expect(await d.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.memberUid, account.uid))).toHaveLength(1);
    expect(await d.select().from(analyticsEvents).where(eq(analyticsEvents.memberUid, account.uid))).toHaveLength(1);
    const keys = await d.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberUid, account.uid));
    expect(keys.map((k) => [k.key, k.requestHash]).sort()).toEqual([
      ['other', 'anonymous'],
      ['same', 'account'],
    ]);
    expect(await d.select().from(idempotencyKeys).where(eq(idempotencyKeys.memberUid, anonymous.uid))).toEqual([]);
  });

  it("keeps the account's Stripe customer and names, and a type other than standard from either side", async () => {
    const [account, anonymous] = [await createEmailUser(), await createAnonymousUser()];
    const d = await db();
    await d.insert(members).values({ uid: anonymous.uid, firstName: 'Anon', lastName: 'Ymous', stripeCustomerId: 'cus_anon', type: 'supporter' });
    await d.insert(members).values({ uid: account.uid, email: account.email, firstName: 'Real', stripeCustomerId: 'cus_account' });
    await merge(account, anonymous);
    expect(await memberRow(account.uid)).toMatchObject({ firstName: 'Real', lastName: 'Ymous', stripeCustomerId: 'cus_account', type: 'supporter' });
  });

  it('rolls everything back when the last step fails', async () => {
    const { account, anonymous, d } = await pair();
    const articleId = await insertArticle(d);
    await d.insert(comments).values({ articleId, memberUid: anonymous.uid, body: 'kept' });
    const deps = await serviceDeps();
    // The transaction's delete (the anonymous member row, after every move) fails.
    const failingTx = (tx: object) =>
      new Proxy(tx, {
        get(target, prop) {
          if (prop === 'delete') return () => ({ where: () => Promise.reject(new Error('disk full')) });
          const value: unknown = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const db = new Proxy(deps.db, {
      get(target, prop) {
        if (prop === 'transaction') return (work: (tx: object) => Promise<unknown>) => target.transaction((tx) => work(failingTx(tx)));
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(mergeAnonymous({ ...deps, db }, await verifyIdToken(account.idToken), anonymous.idToken)).rejects.toThrow('disk full');
    expect(await memberRow(anonymous.uid)).toBeDefined();
    expect(await d.select().from(comments).where(eq(comments.memberUid, anonymous.uid))).toHaveLength(1);
    expect(await d.select().from(comments).where(eq(comments.memberUid, account.uid))).toHaveLength(0);
    expect(await userExists(anonymous.uid)).toBe(true);
  });
});
