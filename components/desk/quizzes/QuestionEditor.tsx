import type { DeskQuiz } from '@/lib/schemas/desk-quiz';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';

export type QuizQuestionDraft = DeskQuiz['questions'][number];

interface QuestionEditorProps {
  index: number;
  question: QuizQuestionDraft;
  onChange: (question: QuizQuestionDraft) => void;
}

/** One question: its prompt, two to eight choices with the right one marked, and the explanation shown after answering. */
export function QuestionEditor({ index, question, onChange }: QuestionEditorProps) {
  const id = `q${index}`;
  const setChoice = (at: number, value: string) => onChange({ ...question, choices: question.choices.map((c, i) => (i === at ? value : c)) });
  const removeChoice = (at: number) =>
    onChange({ ...question, choices: question.choices.filter((_, i) => i !== at), answerIndex: question.answerIndex > at ? question.answerIndex - 1 : question.answerIndex === at ? 0 : question.answerIndex });
  return (
    <div className={styles.section}>
      <TextField id={`${id}-prompt`} label={`Question ${index + 1}`} required value={question.prompt} onChange={(prompt) => onChange({ ...question, prompt })} />
      <fieldset className={styles.field}>
        <legend className={styles.legend}>Choices (mark the right answer)</legend>
        {question.choices.map((choice, at) => (
          <div key={at} className={styles.saveBar}>
            <input type="radio" name={`${id}-answer`} aria-label={`Choice ${at + 1} is the right answer`} checked={question.answerIndex === at} onChange={() => onChange({ ...question, answerIndex: at })} />
            <input aria-label={`Question ${index + 1}, choice ${at + 1}`} value={choice} onChange={(event) => setChoice(at, event.target.value)} style={{ flex: 1 }} />
            <button type="button" className={styles.button} disabled={question.choices.length <= 2} onClick={() => removeChoice(at)} aria-label={`Remove choice ${at + 1} of question ${index + 1}`}>
              Remove
            </button>
          </div>
        ))}
        <div>
          <button type="button" className={styles.button} disabled={question.choices.length >= 8} onClick={() => onChange({ ...question, choices: [...question.choices, ''] })}>
            Add a choice
          </button>
        </div>
      </fieldset>
      <TextField id={`${id}-explanation`} label={`Explanation for question ${index + 1}`} multiline value={question.explanation} onChange={(explanation) => onChange({ ...question, explanation })} />
    </div>
  );
}
