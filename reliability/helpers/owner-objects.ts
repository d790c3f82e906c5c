import createMember from '@/pages/api/tsom/members/index';
import subscribeNewsletter from '@/pages/api/tsom/newsletters/subscribe-newsletter';
import payments from '@/pages/api/tsom/payments/index';
import createPaymentMethod from '@/pages/api/tsom/payments/create-payment-method';
import { getDb } from '@/lib/server/db/client';
import { articleCategories, categories } from '@/lib/server/db/schema/content';
import { tvShows } from '@/lib/server/db/schema/media';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import addBookmark from '@/pages/api/tsom/bookmarks/add';
import createComment from '@/pages/api/tsom/comments/create';
import addToWatchlist from '@/pages/api/tsom/watchlist/add';
import { insertArticle } from '@/__tests__/helpers/member-rows';
import type { EmailUser } from '@/__tests__/helpers/firebase-emulator';
import { paymentRequest } from '@/__tests__/helpers/payment-routes';
import { invokeInProcess, type RouteHandler } from './in-process';

export interface OwnerObjects {
  subscriptionId: string;
  txId: string;
  cardId: string;
  listId: string;
  /** A story of the member's own (bookmarked and commented on), a show on their watch list and their comment. */
  articleId: number;
  tvShowId: number;
  commentId: number;
}

async function call(handler: RouteHandler, url: string, token: string, body: unknown): Promise<{ data: Record<string, unknown> }> {
  const answer = await invokeInProcess(handler, {
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status >= 300) throw new Error(`${url} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as { data: Record<string, unknown> };
}

/**
 * What a member has once they have given and joined in: a member row, a monthly subscription (with
 * its first transaction and card), a second saved card, a newsletter subscription, a bookmark, a
 * show on the watch list (titled with the member's uid, so an answer showing it is recognised)
 * and a comment. Made through the routes themselves, so the rows are exactly what production writes.
 */
export async function giveOwnerObjects(owner: EmailUser, listId = 'morning-briefing'): Promise<OwnerObjects> {
  resetRateLimits();
  await call(createMember, '/api/tsom/members', owner.idToken, { email: owner.email, firstName: 'Aroha' });
  const paid = await call(payments, '/api/tsom/payments', owner.idToken, paymentRequest({ email: owner.email, billingInterval: 'MONTHLY', price: 1_000, amount: 1_000 }));
  const card = await call(createPaymentMethod, '/api/tsom/payments/create-payment-method', owner.idToken, { paymentMethodId: 'pm_card_mastercard' });
  await call(subscribeNewsletter, '/api/tsom/newsletters/subscribe-newsletter', owner.idToken, { email: owner.email, listId, source: 'reliability' });
  const db = await getDb();
  const articleId = await insertArticle(db);
  // In a section, as every published story is: the bookmarks list shows stories by their section.
  const [section] = await db.insert(categories).values({ slug: `section-${articleId}`, name: 'News' }).returning({ id: categories.id });
  await db.insert(articleCategories).values({ articleId, categoryId: section!.id, position: 0 });
  const [show] = await db
    .insert(tvShows)
    .values({ slug: `show-${owner.uid.toLowerCase()}`, title: `Show kept by ${owner.uid}`, synopsis: 'A show.', whereToWatch: 'TVNZ+', genre: 'Drama', year: 2026 })
    .returning({ id: tvShows.id });
  await call(addBookmark, '/api/tsom/bookmarks/add', owner.idToken, { articleId });
  await call(addToWatchlist, '/api/tsom/watchlist/add', owner.idToken, { tvShowId: show!.id });
  const comment = await call(createComment, '/api/tsom/comments/create', owner.idToken, { articleId, body: `Comment by ${owner.uid}` });
  const transaction = paid.data.transaction as { txId: string };
  const subscription = paid.data.subscription as { subscriptionId: string };
  return {
    subscriptionId: subscription.subscriptionId,
    txId: transaction.txId,
    cardId: String(card.data.paymentMethodId),
    listId,
    articleId,
    tvShowId: show!.id,
    commentId: Number((comment.data as { id?: number; commentId?: number }).id ?? (comment.data as { commentId?: number }).commentId),
  };
}
