import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema/content';
import { quizzes } from '../db/schema/media';

export type QuizFields = Omit<typeof quizzes.$inferInsert, 'id'>;

const quizColumns = {
  id: quizzes.id,
  slug: quizzes.slug,
  title: quizzes.title,
  description: quizzes.description,
  articleId: quizzes.articleId,
  articleTitle: articles.title,
  questions: quizzes.questions,
};

export async function listQuizRows(db: Db) {
  return db
    .select({ id: quizzes.id, slug: quizzes.slug, title: quizzes.title, articleTitle: articles.title, questionCount: sql<number>`coalesce(jsonb_array_length(${quizzes.questions}), 0)::int` })
    .from(quizzes)
    .leftJoin(articles, eq(articles.id, quizzes.articleId))
    .orderBy(asc(quizzes.title), asc(quizzes.id));
}

export async function findQuizRow(db: Db, id: number) {
  const [row] = await db.select(quizColumns).from(quizzes).leftJoin(articles, eq(articles.id, quizzes.articleId)).where(eq(quizzes.id, id)).limit(1);
  return row;
}

export async function findQuizIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, slug)).limit(1);
  return row?.id;
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  return Boolean(row);
}

export async function insertQuiz(db: Db, fields: QuizFields): Promise<number> {
  const [row] = await db.insert(quizzes).values(fields).returning({ id: quizzes.id });
  return row!.id;
}

export async function updateQuiz(db: Db, id: number, fields: QuizFields): Promise<void> {
  await db.update(quizzes).set(fields).where(eq(quizzes.id, id));
}
