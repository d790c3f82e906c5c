export interface QuizQuestion {
  prompt: string;
  choices: string[];
  /** Index into choices. */
  answerIndex: number;
  explanation: string;
}

/** A quiz as its page or an article's quiz block shows it. */
export interface Quiz {
  slug: string;
  title: string;
  description: string;
  questions: QuizQuestion[];
}

/** A quiz on the quizzes page. */
export interface QuizCard {
  slug: string;
  title: string;
  description: string;
  questionCount: number;
}

export const quizPath = (slug: string) => `/quizzes/${slug}`;
