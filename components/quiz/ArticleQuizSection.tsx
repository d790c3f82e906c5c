import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { type Quiz, quizPath } from '@/lib/quizzes/quiz-types';
import styles from './Quiz.module.css';

// Most articles have no quiz: the player is a chunk fetched only for one that has.
const QuizPlayer = dynamic(() => import('./QuizPlayer').then((module) => module.QuizPlayer), {
  loading: () => <p role="status">Loading...</p>,
});

type State = { kind: 'waiting' } | { kind: 'none' } | { kind: 'quiz'; quiz: Quiz };

/** Our own API's answer; a shape check only, so a broken answer shows no quiz rather than a broken page. */
function quizOf(body: unknown): Quiz | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const quiz = data as Partial<Quiz>;
  const questionsOk = Array.isArray(quiz.questions) && quiz.questions.every((q) => typeof q?.prompt === 'string' && Array.isArray(q.choices) && typeof q.answerIndex === 'number');
  return typeof quiz.slug === 'string' && typeof quiz.title === 'string' && questionsOk ? (quiz as Quiz) : null;
}

/** The article's quiz, asked for as soon as this mounts (ArticleQuiz mounts it near the article's end); nothing when there is none. */
export function ArticleQuizSection({ articleId }: { articleId: number }) {
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/quizzes/for-article?articleId=${articleId}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => (res.ok ? quizOf(await res.json()) : null))
      .then((quiz) => setState(quiz ? { kind: 'quiz', quiz } : { kind: 'none' }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'none' });
      });
    return () => controller.abort();
  }, [articleId]);

  if (state.kind !== 'quiz') return null;
  const { quiz } = state;
  return (
    <section className={`${styles.quiz} ${styles.embedded}`} aria-labelledby={`quiz-${quiz.slug}`}>
      <h2 id={`quiz-${quiz.slug}`}>Quiz: {quiz.title}</h2>
      <p>{quiz.description}</p>
      <QuizPlayer quiz={quiz} location="article" />
      <p>
        <Link href={quizPath(quiz.slug)}>Open this quiz on its own page</Link>
      </p>
    </section>
  );
}
