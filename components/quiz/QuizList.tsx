import Link from 'next/link';
import { type QuizCard, quizPath } from '@/lib/quizzes/quiz-types';
import styles from './Quiz.module.css';

const questionCount = (n: number) => (n === 1 ? '1 question' : `${n} questions`);

export function QuizList({ quizzes }: { quizzes: QuizCard[] }) {
  if (!quizzes.length) return <p>There are no quizzes yet. Check back soon.</p>;
  return (
    <ul className={styles.list}>
      {quizzes.map((quiz) => (
        <li key={quiz.slug} className={styles.item}>
          <h2>
            <Link href={quizPath(quiz.slug)}>{quiz.title}</Link>
          </h2>
          <p>{questionCount(quiz.questionCount)}</p>
          <p>{quiz.description}</p>
        </li>
      ))}
    </ul>
  );
}
