import type { Quiz, QuizCard } from '@/lib/quizzes/quiz-types';
import { QuizQuestions } from '@/lib/schemas/quiz';
import type { Db } from '../db/client';
import { findArticleQuizRow, findQuizRow, listNewestQuizRows, listQuizRows, type QuizRow } from './quiz-store';
import { log } from '../observability/logger';

/** A row whose questions do not pass the schema is left out (and logged) rather than breaking a page. */
function toQuiz(row: QuizRow): Quiz | null {
  const questions = QuizQuestions.safeParse(row.questions);
  if (!questions.success) {
    log().error({ slug: row.slug }, `Quizzes: ${row.slug} has malformed questions: ${questions.error.message}`);
    return null;
  }
  return { slug: row.slug, title: row.title, description: row.description, questions: questions.data };
}

const toCards = (rows: QuizRow[]): QuizCard[] =>
  rows.flatMap((row) => {
    const quiz = toQuiz(row);
    return quiz ? [{ slug: quiz.slug, title: quiz.title, description: quiz.description, questionCount: quiz.questions.length }] : [];
  });

export async function listQuizzes(db: Db): Promise<QuizCard[]> {
  return toCards(await listQuizRows(db));
}

/** The newest few, for the home page. */
export async function listNewestQuizzes(db: Db, limit: number): Promise<QuizCard[]> {
  return toCards(await listNewestQuizRows(db, limit));
}

export async function findQuiz(db: Db, slug: string): Promise<Quiz | null> {
  const row = await findQuizRow(db, slug);
  return row ? toQuiz(row) : null;
}

/** The quiz embedded in an article, or null; the lowest id when an article has several. */
export async function findQuizForArticle(db: Db, articleId: number): Promise<Quiz | null> {
  const row = await findArticleQuizRow(db, articleId);
  return row ? toQuiz(row) : null;
}
