import { z } from 'zod';
import { QuizQuestions } from './quiz';
import { optionalParagraphs, requiredLine, RowId, SiteSlug } from './site-content';

type Questions = z.output<typeof QuizQuestions>;

/** A quiz as the desk saves it; its questions are read by the same schema readers' pages read them with. */
export const QuizInput = z
  .object({
    title: requiredLine(160),
    slug: SiteSlug,
    description: optionalParagraphs(2000),
    articleId: RowId.nullable().default(null),
    questions: QuizQuestions,
  })
  .strict();
export type QuizInput = z.input<typeof QuizInput>;

export interface DeskQuizSummary {
  id: number;
  slug: string;
  title: string;
  questionCount: number;
  articleTitle: string | null;
}

export interface DeskQuiz {
  id: number;
  slug: string;
  title: string;
  description: string;
  articleId: number | null;
  articleTitle: string | null;
  questions: Questions;
}
