import type { z } from 'zod';
import type { DeskQuiz, DeskQuizSummary, QuizInput } from '@/lib/schemas/desk-quiz';
import { QuizQuestions } from '@/lib/schemas/quiz';
import { announceContentChange } from '../content/content-changes';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { articleExists, findQuizIdBySlug, findQuizRow, insertQuiz, listQuizRows, updateQuiz } from './quiz-store';
import { assertSlugFree, requireSiteEditor, slugSafe, unknownReference } from './site-content-access';

type Input = z.output<typeof QuizInput>;

export async function listDeskQuizzes(db: Db, uid: string): Promise<DeskQuizSummary[]> {
  await requireSiteEditor(db, uid);
  return listQuizRows(db);
}

async function quizOrNotFound(db: Db, id: number): Promise<DeskQuiz> {
  const row = await findQuizRow(db, id);
  if (!row) throw notFound('That quiz');
  // A seeded or older row whose questions no longer pass opens with none, for the editor to write again.
  const questions = QuizQuestions.safeParse(row.questions);
  return { ...row, questions: questions.success ? questions.data : [] };
}

export async function getDeskQuiz(db: Db, uid: string, id: number): Promise<DeskQuiz> {
  await requireSiteEditor(db, uid);
  return quizOrNotFound(db, id);
}

async function checkInput(db: Db, input: Input, ownId?: number): Promise<void> {
  assertSlugFree('quiz', input.slug, await findQuizIdBySlug(db, input.slug), ownId);
  if (input.articleId !== null && !(await articleExists(db, input.articleId))) throw unknownReference('articleId', `names no story (id ${input.articleId})`);
}

export async function createDeskQuiz(db: Db, uid: string, input: Input): Promise<DeskQuiz> {
  await requireSiteEditor(db, uid);
  await checkInput(db, input);
  const id = await slugSafe('quiz', input.slug, () => insertQuiz(db, input));
  await announceContentChange();
  return quizOrNotFound(db, id);
}

export async function updateDeskQuiz(db: Db, uid: string, id: number, input: Input): Promise<DeskQuiz> {
  await requireSiteEditor(db, uid);
  if (!(await findQuizRow(db, id))) throw notFound('That quiz');
  await checkInput(db, input, id);
  await slugSafe('quiz', input.slug, () => updateQuiz(db, id, input));
  await announceContentChange();
  return quizOrNotFound(db, id);
}
