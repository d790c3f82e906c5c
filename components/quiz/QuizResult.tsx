import { useId, useState } from 'react';
import { scoreVerdict } from '@/lib/quizzes/quiz-score';
import styles from './Quiz.module.css';

interface QuizResultProps {
  score: number;
  total: number;
  shareText: string;
  headingLevel: 2 | 3;
  onRetake(): void;
}

/** The score, a line to share it with, and a way to start again. */
export function QuizResult({ score, total, shareText, headingLevel, onRetake }: QuizResultProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shareId = useId();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareText);
      setCopied('Copied.');
    } catch {
      // No clipboard (permission, an http page): the text is selected for the reader to copy.
      (document.getElementById(shareId) as HTMLTextAreaElement | null)?.select();
      setCopied('Select the text and copy it.');
    }
  };
  return (
    <section className={styles.result} aria-label="Your score">
      <Heading tabIndex={-1}>
        You scored {score} out of {total}
      </Heading>
      <p>{scoreVerdict(score, total)}</p>
      <label htmlFor={shareId}>Share your score</label>
      <textarea id={shareId} className={styles.share} readOnly rows={2} value={shareText} />
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={styles.button} onClick={onRetake}>
          Retake the quiz
        </button>
      </div>
      <p role="status">{copied}</p>
    </section>
  );
}
