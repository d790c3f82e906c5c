import { z } from 'zod';
import { ArticleIdText } from './article-id';
import { multilineText, text } from './text';

/** One question of `quizzes.questions` (jsonb, decision 10): checked when read, as outside input. */
export const QuizQuestion = z
  .object({
    // text() also refuses control characters now that the desk writes quizzes (decision 113).
    prompt: text().min(1),
    choices: z.array(text().min(1)).min(2).max(8),
    answerIndex: z.number().int().nonnegative(),
    explanation: multilineText(),
  })
  .strict()
  .refine((question) => question.answerIndex < question.choices.length, 'answerIndex must name one of the choices');

export const QuizQuestions = z.array(QuizQuestion).min(1).max(50);

/** GET /api/quizzes/for-article?articleId=… */
export const QuizForArticleQuery = z.object({ articleId: ArticleIdText }).strict();
