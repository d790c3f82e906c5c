import { type FormEvent, useId, useState } from 'react';
import { ActionButton } from '@/components/auth/ActionButton';
import { TextField } from '@/components/auth/TextField';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { subscribeNewsletter } from '@/lib/api/newsletters';
import { ApiError } from '@/lib/api/api-error';
import { isValidEmail } from '@/lib/schemas/credentials';
import type { Newsletter } from '@/lib/schemas/newsletter';
import styles from './Newsletters.module.css';

type FormState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'sent'; email: string };

interface NewsletterSignUpFormProps {
  lists: Newsletter[];
  source: string;
  compact: boolean;
}

const failure = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? 'Too many sign-ups from here just now. Try again in a little while.' : 'Something went wrong. Try again.';

/** A visitor's sign-up: an address and the lists; each is confirmed from an email (double opt-in). */
export function NewsletterSignUpForm({ lists, source, compact }: NewsletterSignUpFormProps) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const { track } = useAnalytics();
  const formId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const chosen = form.getAll('listId').map(String);
    if (!isValidEmail(email)) return setState({ kind: 'failed', message: 'Enter a valid email address.' });
    if (chosen.length === 0) return setState({ kind: 'failed', message: 'Choose at least one newsletter.' });
    setState({ kind: 'busy' });
    try {
      for (const listId of chosen) {
        await subscribeNewsletter({ email, listId, source });
        track(ANALYTICS_EVENTS.newsletterSignup, { listId, source, status: 'pending' });
      }
      setState({ kind: 'sent', email });
    } catch (error) {
      setState({ kind: 'failed', message: failure(error) });
    }
  };

  if (state.kind === 'sent') {
    return (
      <p role="status" className={styles.success}>
        Nearly done: we&apos;ve sent an email to {state.email}. Open the link in it to confirm.
      </p>
    );
  }
  return (
    <form className={styles.picker} aria-labelledby={`${formId}-legend`} onSubmit={(event) => void submit(event)} noValidate>
      {state.kind === 'failed' ? <p role="alert" className={styles.error}>{state.message}</p> : null}
      <fieldset className={styles.fieldset}>
        <legend id={`${formId}-legend`} className={styles.legend}>
          Choose newsletters
        </legend>
        <ul className={styles.lists}>
          {lists.map((list) => (
            <li key={list.listId} className={styles.list}>
              <label className={styles.switchLabel}>
                <input type="checkbox" name="listId" value={list.listId} defaultChecked={lists.length === 1} />
                <span className={styles.name}>{list.name}</span>
              </label>
              <p className={styles.about}>
                {compact ? null : <span>{list.description} </span>}
                <span className={styles.frequency}>{list.frequency}.</span>
              </p>
            </li>
          ))}
        </ul>
      </fieldset>
      <TextField label="Your email" name="email" type="email" autoComplete="email" hint="We'll send a link to confirm. We never share your address." />
      <ActionButton type="submit" busy={state.kind === 'busy'} busyLabel="Signing up…">
        Sign up
      </ActionButton>
    </form>
  );
}
