import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db, getDb } from '@/lib/server/db/client';
import { bookmarks } from '@/lib/server/db/schema/community';
import { articles, authors } from '@/lib/server/db/schema/content';
import { members } from '@/lib/server/db/schema/members';
import { transactions } from '@/lib/server/db/schema/payments';

/** The member row stored for `uid`, if any. */
export const memberRow = async (uid: string) => (await (await getDb()).select().from(members).where(eq(members.uid, uid)))[0];

/** A bare article to hang member rows on (bookmarks, comments). */
export async function insertArticle(db: Db): Promise<number> {
  const slug = `story-${randomUUID().slice(0, 8)}`;
  const [author] = await db.insert(authors).values({ slug: `author-${slug}`, name: 'Test Author' }).returning({ id: authors.id });
  const [article] = await db
    .insert(articles)
    .values({ slug, title: slug, bodyHtml: '<p>Body</p>', authorId: author!.id, publishedAt: new Date() })
    .returning({ id: articles.id });
  return article!.id;
}

export const insertBookmark = (db: Db, memberUid: string, articleId: number) => db.insert(bookmarks).values({ memberUid, articleId });

/** A succeeded one-off donation of `amount` cents; answers its id. */
export async function insertDonation(db: Db, memberUid: string, amount = 2_500): Promise<string> {
  const id = `tx_${randomUUID()}`;
  await db.insert(transactions).values({
    id,
    memberUid,
    provider: 'sandbox',
    providerChargeId: `ch_${randomUUID()}`,
    amount,
    paymentType: 'PAY_WHAT_YOU_WANT',
    billingInterval: 'ONE_OFF',
    status: 'succeeded',
    description: 'Donation',
  });
  return id;
}
