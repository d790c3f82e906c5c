import type { Db } from '../db/client';
import { summariesByIds } from '../content/article-store';
import { findRedirectArticleId } from './article-redirect-store';

// Old paths are stored as the story service or the importer met them: with or without the
// trailing slash (WordPress wrote `/2019/05/12/my-post/`; Next.js strips it before a page sees it).
const MAX_PATH_LENGTH = 1_000;

/** The paths a request path may have been stored as: as asked, then with or without the trailing slash. */
function storedForms(path: string): string[] {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [...new Set([path, bare, `${bare}/`])];
}

/**
 * The current path of the story an old path (an earlier slug or date, or a WordPress URL) points
 * at, worked out now from the story's row, so a slug changed twice still lands in one hop.
 * Null when no redirect names the path or its story is not published (readers get a 404).
 */
export async function findRedirectPath(db: Db, path: string): Promise<string | null> {
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return null;
  const articleId = await findRedirectArticleId(db, storedForms(path));
  if (articleId === null) return null;
  const [story] = await summariesByIds(db, [articleId]);
  return story && story.path !== path ? story.path : null;
}
