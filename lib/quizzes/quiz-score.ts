import type { QuizQuestion } from './quiz-types';

/** The reader's choice per question, null while unanswered. */
export type QuizAnswers = (number | null)[];

export const noAnswers = (questions: QuizQuestion[]): QuizAnswers => questions.map(() => null);

export const isComplete = (answers: QuizAnswers) => answers.every((answer) => answer !== null);

export function quizScore(questions: QuizQuestion[], answers: QuizAnswers): number {
  return questions.reduce((score, question, index) => score + (answers[index] === question.answerIndex ? 1 : 0), 0);
}

/** A line readers can paste anywhere: the score, the quiz and where to take it. */
export function quizShareText({ title, score, total, url, siteName }: { title: string; score: number; total: number; url: string; siteName: string }): string {
  return `I scored ${score}/${total} in ${siteName}'s ${title}. Can you beat it? ${url}`;
}

/** A word for the score, so the result reads like the newsroom talking, not a grade. */
export function scoreVerdict(score: number, total: number): string {
  const share = total ? score / total : 0;
  if (share === 1) return 'Full marks. Ka pai!';
  if (share >= 0.75) return 'Very good: you have been reading closely.';
  if (share >= 0.5) return 'Not bad at all.';
  return 'A few to catch up on.';
}
