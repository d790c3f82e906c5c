import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema/content';
import { quizzes } from '../db/schema/media';
import { publishedToReaders } from './article-store';

/** A quiz as stored: its questions are JSON the service still has to check. */
export type QuizRow = { slug: string; title: string; description: string; questions: unknown };

const quizColumns = { slug: quizzes.slug, title: quizzes.title, description: quizzes.description, questions: quizzes.questions };

/** By title. */
export function listQuizRows(db: Db): Promise<QuizRow[]> {
  return db.select(quizColumns).from(quizzes).orderBy(asc(quizzes.title));
}

/** The newest `limit` quizzes, for the home page. */
export function listNewestQuizRows(db: Db, limit: number): Promise<QuizRow[]> {
  return db.select(quizColumns).from(quizzes).orderBy(desc(quizzes.id)).limit(limit);
}

export async function findQuizRow(db: Db, slug: string): Promise<QuizRow | undefined> {
  const [row] = await db.select(quizColumns).from(quizzes).where(eq(quizzes.slug, slug)).limit(1);
  return row;
}

/** The lowest id when an article has several; none while the article is not published. */
export async function findArticleQuizRow(db: Db, articleId: number): Promise<QuizRow | undefined> {
  const [row] = await db
    .select(quizColumns)
    .from(quizzes)
    .innerJoin(articles, eq(articles.id, quizzes.articleId))
    .where(and(eq(quizzes.articleId, articleId), publishedToReaders()))
    .orderBy(asc(quizzes.id))
    .limit(1);
  return row;
}
