import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articleRedirects } from '../db/schema/content';

/** The story an old path now belongs to, by the first of `paths` that has a row; null when none has. */
export async function findRedirectArticleId(db: Db, paths: string[]): Promise<number | null> {
  const rows = await db.select({ oldPath: articleRedirects.oldPath, articleId: articleRedirects.articleId }).from(articleRedirects).where(inArray(articleRedirects.oldPath, paths));
  const byPath = new Map(rows.map((row) => [row.oldPath, row.articleId]));
  for (const path of paths) {
    const id = byPath.get(path);
    if (id !== undefined) return id;
  }
  return null;
}
