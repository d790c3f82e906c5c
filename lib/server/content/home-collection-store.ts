import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, collectionArticles, collections } from '../db/schema/content';

export interface HomeCollectionIds {
  slug: string;
  title: string;
  articleIds: number[];
}

/** The home page's collections in order, each with the ids of its first `perCollection` published stories. */
export async function homeCollectionIds(db: Db, perCollection: number): Promise<HomeCollectionIds[]> {
  const onHome = await db
    .select({ id: collections.id, slug: collections.slug, title: collections.title })
    .from(collections)
    .where(isNotNull(collections.homePosition))
    .orderBy(asc(collections.homePosition), asc(collections.id));
  if (!onHome.length) return [];
  const ranked = db
    .select({
      collectionId: collectionArticles.collectionId,
      articleId: collectionArticles.articleId,
      rank: sql<number>`row_number() over (partition by ${collectionArticles.collectionId} order by ${collectionArticles.position}, ${collectionArticles.articleId})`.as('rank'),
    })
    .from(collectionArticles)
    .innerJoin(articles, eq(articles.id, collectionArticles.articleId))
    .where(and(inArray(collectionArticles.collectionId, onHome.map((c) => c.id)), eq(articles.status, 'published')))
    .as('ranked');
  const picked = await db
    .select({ collectionId: ranked.collectionId, articleId: ranked.articleId })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCollection}`)
    .orderBy(asc(ranked.collectionId), asc(ranked.rank));
  return onHome.map((c) => ({ slug: c.slug, title: c.title, articleIds: picked.filter((p) => p.collectionId === c.id).map((p) => p.articleId) }));
}
