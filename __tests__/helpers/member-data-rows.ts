import { randomUUID } from 'node:crypto';
import { type Db, getDb } from '@/lib/server/db/client';
import { auditLog, complimentaryMemberships, refunds, subscriptionEvents } from '@/lib/server/db/schema/business';
import { accountReadingHistories, bookmarks, commentLikes, commentReports, comments, podcastPositions, watchlistItems } from '@/lib/server/db/schema/community';
import { members } from '@/lib/server/db/schema/members';
import { podcastEpisodes, podcastSeries, tvShows } from '@/lib/server/db/schema/media';
import { newsletterSubscriptions } from '@/lib/server/db/schema/newsletters';
import { outboxMessages } from '@/lib/server/db/schema/outbox';
import { paymentMethods } from '@/lib/server/db/schema/payments';
import { revokedSessions } from '@/lib/server/db/schema/sessions';
import { analyticsEvents } from '@/lib/server/db/schema/tracking';
import { insertSubscriptionRow, insertTransactionRow } from './export-rows';
import { insertArticle } from './member-rows';
import { insertSeedNewsletters } from './newsletter-rows';

/** Text planted in every free-text field of one member's rows, so a test can look for it in another's file. */
export interface PlantedMember {
  uid: string;
  email: string;
  marker: string;
  commentId: number;
  cardProviderId: string;
}

/**
 * A member with a row in every table the export reads (decision 302): a card, a regular gift and
 * its history, payments and a refund, a complimentary membership, a newsletter consent, comments,
 * likes and reports, a bookmark, the watch list, activity, a signed-out session, an email, a
 * staff action. Each free-text field carries `marker`.
 */
export async function plantMemberData(member: { uid: string; email: string; name?: string }, db?: Db): Promise<PlantedMember> {
  const database = db ?? (await getDb());
  const marker = `mark-${randomUUID().slice(0, 8)}`;
  await database
    .insert(members)
    .values({ uid: member.uid, email: member.email, name: member.name ?? `Aroha ${marker}`, stripeCustomerId: `cus_secret_${marker}` })
    .onConflictDoNothing();
  const cardProviderId = `pm_secret_${marker}`;
  const cardId = `pm_${randomUUID()}`;
  await database.insert(paymentMethods).values({ id: cardId, memberUid: member.uid, provider: 'sandbox', providerPaymentMethodId: cardProviderId, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 });
  const subscriptionId = await insertSubscriptionRow(member.uid, { paymentMethodId: cardId, cancelReason: 'too_expensive' });
  await database.insert(subscriptionEvents).values({ subscriptionId, memberUid: member.uid, kind: 'created', amount: 1_000, billingInterval: 'MONTHLY' });
  const txId = await insertTransactionRow(member.uid, { createdAt: new Date('2026-10-01T00:00:00Z'), description: `Gift ${marker}`, metadata: { note: marker, authenticationPlan: `sub_secret_${marker}` } });
  await database.insert(refunds).values({ id: `re_${randomUUID()}`, transactionId: txId, memberUid: member.uid, amount: 500, provider: 'sandbox', idempotencyKey: randomUUID(), status: 'succeeded', reason: `Refund ${marker}`, createdByUid: 'staff-uid' });
  await database.insert(complimentaryMemberships).values({ memberUid: member.uid, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2027-01-01T00:00:00Z'), reason: `Prize ${marker}`, grantedByUid: 'staff-uid' });
  await insertSeedNewsletters();
  await database.insert(newsletterSubscriptions).values({ email: member.email, listId: 'morning-briefing', source: 'footer', status: 'active', consentAt: new Date(), consentIp: '203.0.113.9' }).onConflictDoNothing();
  const articleId = await insertArticle(database);
  const [comment] = await database.insert(comments).values({ articleId, memberUid: member.uid, body: `My view ${marker}` }).returning({ id: comments.id });
  await database.insert(commentLikes).values({ commentId: comment!.id, memberUid: member.uid });
  await database.insert(commentReports).values({ commentId: comment!.id, memberUid: member.uid, reason: `Report ${marker}` });
  await database.insert(bookmarks).values({ memberUid: member.uid, articleId });
  const [show] = await database.insert(tvShows).values({ slug: `show-${marker}`, title: `Show ${marker}`, synopsis: 's', whereToWatch: 'w', genre: 'drama', year: 2026 }).returning({ id: tvShows.id });
  await database.insert(watchlistItems).values({ memberUid: member.uid, tvShowId: show!.id });
  const [series] = await database.insert(podcastSeries).values({ slug: `series-${marker}`, title: `Series ${marker}`, description: 's' }).returning({ id: podcastSeries.id });
  const [episode] = await database
    .insert(podcastEpisodes)
    .values({ seriesId: series!.id, uid: `ep-${marker}`, slug: `episode-${marker}`, title: `Episode ${marker}`, description: '', audioFile: 'a.mp3', durationSeconds: 600, publishedAt: new Date() })
    .returning({ id: podcastEpisodes.id });
  await database.insert(podcastPositions).values({ memberUid: member.uid, episodeId: episode!.id, positionSeconds: 95, savedAt: new Date() });
  await database.insert(accountReadingHistories).values({ memberUid: member.uid, history: { articles: [] }, mergeAnswer: 'yes', mergeAnsweredAt: new Date() });
  await database.insert(analyticsEvents).values({ name: 'page_view', memberUid: member.uid, data: { path: `/story/${marker}` } });
  await database.insert(revokedSessions).values({ cookieHash: `hash_secret_${marker}`, uid: member.uid, expiresAt: new Date(Date.now() + 86_400_000) });
  await database.insert(outboxMessages).values({ key: `receipt:${marker}`, template: 'receipt', recipient: member.email, data: { link: `https://example.nz/link?token=secret_${marker}` } });
  await database.insert(auditLog).values({ actorUid: 'staff-uid', actorEmail: `staff-${marker}@example.nz`, action: 'member.role', memberUid: member.uid, targetType: 'member', targetId: member.uid, before: { role: 'standard' }, after: { role: 'moderator' } });
  return { uid: member.uid, email: member.email, marker, commentId: comment!.id, cardProviderId };
}
