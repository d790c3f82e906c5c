import { useId } from 'react';
import { HydratedButton } from '@/components/auth/HydratedButton';
import type { QuizQuestion } from '@/lib/quizzes/quiz-types';
import styles from './Quiz.module.css';

interface QuizQuestionCardProps {
  question: QuizQuestion;
  number: number;
  answer: number | null;
  onAnswer(choice: number): void;
}

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * One question: its choices are buttons (radios would answer on the first arrow key). Once
 * answered the choices stay focusable but inert, and the feedback is announced at once.
 */
export function QuizQuestionCard({ question, number, answer, onAnswer }: QuizQuestionCardProps) {
  const promptId = useId();
  const answered = answer !== null;
  const right = answer === question.answerIndex;
  const correctChoice = question.choices[question.answerIndex] ?? '';

  const choiceClass = (index: number) => {
    if (!answered) return styles.choice;
    if (index === question.answerIndex) return `${styles.choice} ${styles.right}`;
    return index === answer ? `${styles.choice} ${styles.wrong}` : styles.choice;
  };

  return (
    <li className={styles.question}>
      <p id={promptId} className={styles.prompt}>
        {number}. {question.prompt}
      </p>
      <div role="group" aria-labelledby={promptId} className={styles.choices}>
        {question.choices.map((choice, index) => (
          <HydratedButton
            key={choice}
            className={choiceClass(index)}
            aria-pressed={answer === index}
            aria-disabled={answered}
            onClick={() => {
              if (!answered) onAnswer(index);
            }}
          >
            <span aria-hidden="true">{letter(index)}. </span>
            {choice}
          </HydratedButton>
        ))}
      </div>
      <p role="status" className={styles.feedback}>
        {answered ? (
          <>
            <strong>{right ? 'Correct.' : `Not quite: the answer is ${correctChoice}.`}</strong> {question.explanation}
          </>
        ) : null}
      </p>
    </li>
  );
}
