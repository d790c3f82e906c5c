import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { deleteMember } from '@/lib/api/profile';
import type { DeleteMemberBody } from '@/lib/schemas/profile';
import styles from './Profile.module.css';

/** What the member types to confirm the second time; the call sends it too. */
export const DELETE_PHRASE: DeleteMemberBody['confirm'] = 'DELETE MY ACCOUNT';

type Step = 'idle' | 'first' | 'second' | 'deleting' | 'failed';

/**
 * Deleting the account, confirmed twice: first what it does, then the phrase typed out. The
 * subscription is cancelled, cards are deleted and personal data removed; the transactions stay,
 * without a name, for the newsroom's accounts.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<unknown> }) {
  const { signOut } = useAuth();
  const [step, setStep] = useState<Step>('idle');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 'first' || step === 'second') heading.current?.focus();
  }, [step]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== DELETE_PHRASE) return setProblem(`Type ${DELETE_PHRASE} to confirm.`);
    setProblem('');
    setStep('deleting');
    deleteMember({ confirm: DELETE_PHRASE })
      .then(
        // Leave the profile first: signed out on it, the page would send the browser to sign in.
        // The Firebase user is gone; signing out then clears this browser's copy of it.
        () => onDeleted().then(() => signOut().catch(() => undefined)),
        (error: unknown) => {
          console.error('Deleting the account failed', error);
          setStep('failed');
        },
      );
  };

  return (
    <section className={styles.panel} aria-labelledby="delete-heading">
      <h3 id="delete-heading" ref={heading} tabIndex={-1}>
        {step === 'second' || step === 'deleting' || step === 'failed' ? 'Are you sure? This cannot be undone' : 'Delete your account'}
      </h3>
      {step === 'idle' ? (
        <p className={styles.actions}>
          <button type="button" className={styles.danger} onClick={() => setStep('first')}>
            Delete my account
          </button>
        </p>
      ) : null}
      {step === 'first' ? (
        <>
          <p>Deleting your account cancels your regular support, deletes your saved cards and removes your name and email. Records of past payments are kept without your name or email, for our accounts. You will not be able to sign in again.</p>
          <p className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => setStep('second')}>
              Continue
            </button>
            <button type="button" className={styles.button} onClick={() => setStep('idle')}>
              Keep my account
            </button>
          </p>
        </>
      ) : null}
      {step === 'second' || step === 'deleting' || step === 'failed' ? (
        <form className={styles.panel} onSubmit={confirm} noValidate>
          <label htmlFor="delete-confirm">Type {DELETE_PHRASE} to confirm</label>
          <input id="delete-confirm" autoComplete="off" value={typed} aria-invalid={problem ? true : undefined} onChange={(event) => setTyped(event.target.value)} />
          {problem ? (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          ) : null}
          {step === 'failed' ? (
            <p role="alert" className={styles.error}>
              Your account could not be deleted. Please try again.
            </p>
          ) : null}
          <p className={styles.actions}>
            <button type="submit" className={styles.danger} disabled={step === 'deleting'}>
              {step === 'deleting' ? 'Deleting…' : 'Delete my account for good'}
            </button>
            <button type="button" className={styles.button} disabled={step === 'deleting'} onClick={() => setStep('idle')}>
              Keep my account
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
