import { useEffect, useRef, useState } from 'react';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { isComplete, noAnswers, type QuizAnswers, quizScore, quizShareText } from '@/lib/quizzes/quiz-score';
import { type Quiz, quizPath } from '@/lib/quizzes/quiz-types';
import { site } from '@/lib/site';
import { QuizQuestionCard } from './QuizQuestionCard';
import { QuizResult } from './QuizResult';
import styles from './Quiz.module.css';

export type QuizLocation = 'quiz_page' | 'article';

/**
 * A quiz, answered question by question with feedback at once; the score, share text and retake
 * once every question is answered. The result is stored as a quiz_complete analytics event.
 */
export function QuizPlayer({ quiz, location }: { quiz: Quiz; location: QuizLocation }) {
  const { track } = useAnalytics();
  const [answers, setAnswers] = useState<QuizAnswers>(() => noAnswers(quiz.questions));
  const resultRef = useRef<HTMLDivElement>(null);
  const firstQuestionRef = useRef<HTMLOListElement>(null);
  const complete = isComplete(answers);
  const score = quizScore(quiz.questions, answers);
  const total = quiz.questions.length;

  const answer = (questionIndex: number, choice: number) => {
    const next = answers.map((current, index) => (index === questionIndex ? choice : current));
    setAnswers(next);
    if (isComplete(next)) {
      track(ANALYTICS_EVENTS.quizComplete, { quiz: quiz.slug, score: quizScore(quiz.questions, next), total, answers: next, location });
    }
  };

  // The score is news: focus moves to it when it appears, so a keyboard or screen-reader user hears it.
  useEffect(() => {
    if (complete) resultRef.current?.querySelector<HTMLElement>('h2, h3')?.focus();
  }, [complete]);

  const retake = () => {
    setAnswers(noAnswers(quiz.questions));
    firstQuestionRef.current?.querySelector<HTMLElement>('button')?.focus();
  };

  const url = typeof window === 'undefined' ? quizPath(quiz.slug) : new URL(quizPath(quiz.slug), window.location.origin).href;
  return (
    <div className={styles.quiz}>
      <ol className={styles.questions} ref={firstQuestionRef}>
        {quiz.questions.map((question, index) => (
          <QuizQuestionCard key={question.prompt} question={question} number={index + 1} answer={answers[index] ?? null} onAnswer={(choice) => answer(index, choice)} />
        ))}
      </ol>
      <div ref={resultRef}>
        {complete ? (
          <QuizResult score={score} total={total} headingLevel={location === 'quiz_page' ? 2 : 3} shareText={quizShareText({ title: quiz.title, score, total, url, siteName: site.name })} onRetake={retake} />
        ) : (
          <p className={styles.feedback}>
            {answers.filter((a) => a !== null).length} of {total} answered
          </p>
        )}
      </div>
    </div>
  );
}
