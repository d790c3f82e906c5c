import { asc, eq } from 'drizzle-orm';
import type { Quiz, QuizCard } from '@/lib/quizzes/quiz-types';
import { QuizQuestions } from '@/lib/schemas/quiz';
import type { Db } from '../db/client';
import { quizzes } from '../db/schema/media';

type QuizRow = { slug: string; title: string; description: string; questions: unknown };

const quizColumns = { slug: quizzes.slug, title: quizzes.title, description: quizzes.description, questions: quizzes.questions };

/** A row whose questions do not pass the schema is left out (and logged) rather than breaking a page. */
function toQuiz(row: QuizRow): Quiz | null {
  const questions = QuizQuestions.safeParse(row.questions);
  if (!questions.success) {
    console.error(`[quiz] ${row.slug} has malformed questions: ${questions.error.message}`);
    return null;
  }
  return { slug: row.slug, title: row.title, description: row.description, questions: questions.data };
}

export async function listQuizzes(db: Db): Promise<QuizCard[]> {
  const rows = await db.select(quizColumns).from(quizzes).orderBy(asc(quizzes.title));
  return rows.flatMap((row) => {
    const quiz = toQuiz(row);
    return quiz ? [{ slug: quiz.slug, title: quiz.title, description: quiz.description, questionCount: quiz.questions.length }] : [];
  });
}

export async function findQuiz(db: Db, slug: string): Promise<Quiz | null> {
  const [row] = await db.select(quizColumns).from(quizzes).where(eq(quizzes.slug, slug)).limit(1);
  return row ? toQuiz(row) : null;
}

/** The quiz embedded in an article, or null; the lowest id when an article has several. */
export async function findQuizForArticle(db: Db, articleId: number): Promise<Quiz | null> {
  const [row] = await db.select(quizColumns).from(quizzes).where(eq(quizzes.articleId, articleId)).orderBy(asc(quizzes.id)).limit(1);
  return row ? toQuiz(row) : null;
}
