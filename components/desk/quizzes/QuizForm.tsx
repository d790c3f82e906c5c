import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskQuiz } from '@/lib/schemas/desk-quiz';
import { checkTitleAndSlug, type FieldErrors } from '@/lib/site-content/form-errors';
import { StorySearch } from '../collections/StorySearch';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { OrderedList } from '../site-content/OrderedList';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import { TitleSlugFields, useTitleSlug } from '../site-content/TitleSlugFields';
import { QuestionEditor, type QuizQuestionDraft } from './QuestionEditor';

const labels = { title: 'Title', slug: 'Slug', description: 'Description', articleId: 'Linked story', questions: 'Questions' };
const blankQuestion = (): QuizQuestionDraft => ({ prompt: '', choices: ['', ''], answerIndex: 0, explanation: '' });

/** Creates a quiz (no `quiz`) or edits one: title, slug, description, linked story and its questions in order. */
export function QuizForm({ quiz }: { quiz?: DeskQuiz }) {
  const router = useRouter();
  const titleSlug = useTitleSlug(quiz);
  const { title, slug } = titleSlug;
  const [description, setDescription] = useState(quiz?.description ?? '');
  const [article, setArticle] = useState<{ id: number; title: string } | null>(quiz?.articleId ? { id: quiz.articleId, title: quiz.articleTitle ?? '' } : null);
  // Keys keep each question's inputs with it when the order changes.
  const [questions, setQuestions] = useState(() => (quiz?.questions.length ? quiz.questions : [blankQuestion()]).map((question, key) => ({ key, question })));
  const [nextKey, setNextKey] = useState(questions.length);

  const check = (): FieldErrors => {
    const errors = checkTitleAndSlug(title, slug);
    const incomplete = questions.findIndex(({ question }) => !question.prompt.trim() || question.choices.some((c) => !c.trim()));
    if (!questions.length) errors.questions = 'need at least one question';
    else if (incomplete >= 0) errors.questions = `need a prompt and every choice filled in (question ${incomplete + 1})`;
    return errors;
  };

  const { errors, state, attempt, submit } = useDeskSave({
    check,
    save: () => {
      const body = { title, slug, description, articleId: article?.id ?? null, questions: questions.map(({ question }) => question) };
      return quiz ? deskCall<DeskQuiz>('PUT', `/quizzes/${quiz.id}`, { body }) : deskCall<DeskQuiz>('POST', '/quizzes', { body });
    },
    onSaved: (saved) => {
      if (!quiz) void router.replace(`/desk/quizzes/${saved.id}`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <TitleSlugFields titleSlug={titleSlug} errors={errors} titleMaxLength={160} slugHint="The quiz's address: /quizzes/your-slug." />
      <TextField id="description" label="Description" multiline maxLength={2000} value={description} error={errors.description} onChange={setDescription} />
      <fieldset className={styles.section} id="articleId">
        <legend className={styles.legend}>Linked story</legend>
        {article ? (
          <div className={styles.row}>
            <span className={styles.rowTitle}>{article.title}</span>
            <button type="button" className={styles.button} onClick={() => setArticle(null)}>
              Unlink
            </button>
          </div>
        ) : (
          <p className={styles.hint}>Not linked to a story.</p>
        )}
        {errors.articleId ? <p className={styles.error}>Linked story {errors.articleId}</p> : null}
        <StorySearch chosenIds={article ? [article.id] : []} onAdd={(story) => setArticle({ id: story.id, title: story.title })} />
      </fieldset>
      <fieldset className={styles.section} id="questions">
        <legend className={styles.legend}>Questions, in order</legend>
        {errors.questions ? <p className={styles.error}>Questions {errors.questions}</p> : null}
        <OrderedList
          label="Questions"
          items={questions}
          keyOf={(item) => item.key}
          nameOf={(item) => `question ${questions.indexOf(item) + 1}`}
          render={(item) => (
            <QuestionEditor index={questions.indexOf(item)} question={item.question} onChange={(question) => setQuestions((all) => all.map((q) => (q.key === item.key ? { ...q, question } : q)))} />
          )}
          onChange={setQuestions}
          empty="No questions yet."
        />
        <div>
          <button
            type="button"
            className={styles.button}
            disabled={questions.length >= 50}
            onClick={() => {
              setQuestions((all) => [...all, { key: nextKey, question: blankQuestion() }]);
              setNextKey((k) => k + 1);
            }}
          >
            Add a question
          </button>
        </div>
      </fieldset>
      <SaveBar state={state} label={quiz ? 'Save quiz' : 'Create quiz'} backHref="/desk/quizzes" />
    </form>
  );
}
