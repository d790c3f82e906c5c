import { eq, inArray, isNotNull, or, and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleAuthors, articles, authors } from '../db/schema/content';

/** Who a story belongs to: who started it in the desk, and the members linked to its bylines. */
export interface StoryOwnership {
  createdByUid: string | null;
  bylineMemberUids: string[];
}

/** Null when there is no such story. */
export async function findStoryOwnership(db: Db, storyId: number): Promise<StoryOwnership | null> {
  const [story] = await db.select({ createdByUid: articles.createdByUid, authorId: articles.authorId }).from(articles).where(eq(articles.id, storyId)).limit(1);
  if (!story) return null;
  const extra = db.select({ id: articleAuthors.authorId }).from(articleAuthors).where(eq(articleAuthors.articleId, storyId));
  const linked = await db
    .select({ memberUid: authors.memberUid })
    .from(authors)
    .where(and(isNotNull(authors.memberUid), or(eq(authors.id, story.authorId), inArray(authors.id, extra))));
  return { createdByUid: story.createdByUid, bylineMemberUids: linked.flatMap((row) => (row.memberUid ? [row.memberUid] : [])) };
}
