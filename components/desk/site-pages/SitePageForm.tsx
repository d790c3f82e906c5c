import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskSitePage } from '@/lib/schemas/desk-site-page';
import type { FieldErrors } from '@/lib/site-content/form-errors';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import own from './SitePageForm.module.css';

// The story editor's body, so a page is written with the same tools and kept to the same markup;
// TipTap loads in the browser only, on this page (as on the story editor, decision 156).
const BodyEditor = dynamic(() => import('../editor/BodyEditor').then((module) => module.BodyEditor), {
  ssr: false,
  loading: () => <p className={styles.hint}>Loading the editor…</p>,
});

const labels = { title: 'Title', body: 'Page text' };

/** Edits the about, contact or privacy page; a page never saved starts from its default text. */
export function SitePageForm({ page: loaded }: { page: DeskSitePage }) {
  const [page, setPage] = useState(loaded);
  const [title, setTitle] = useState(loaded.title);
  const [body, setBody] = useState(loaded.body);

  const { errors, state, attempt, submit } = useDeskSave({
    check: (): FieldErrors => (title.trim() ? {} : { title: 'is required' }),
    save: () => deskCall<DeskSitePage>('PUT', `/site-pages/${page.slug}`, { body: { title, body } }),
    onSaved: setPage,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <p className={styles.hint}>
        {page.updated ? (
          <>
            Last updated <time dateTime={page.updated.iso}>{page.updated.text}</time>.{' '}
          </>
        ) : (
          'Not saved yet: readers see this default text until you save your own. '
        )}
        Readers see it at{' '}
        <a href={page.path} target="_blank" rel="noreferrer">
          {page.path}
        </a>
        .
      </p>
      <TextField id="title" label="Title" required maxLength={120} value={title} error={errors.title} onChange={setTitle} />
      <div className={`${styles.field} ${own.bodyField}`} id="body">
        <p className={styles.legend}>Page text</p>
        {errors.body ? <p className={styles.error}>Page text {errors.body}</p> : null}
        <BodyEditor value={body} onChange={setBody} editable label="Page text" />
      </div>
      <SaveBar state={state} label="Save page" backHref="/desk/site-pages" />
    </form>
  );
}
