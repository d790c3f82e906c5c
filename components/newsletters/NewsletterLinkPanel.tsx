import Link from 'next/link';
import { useState } from 'react';
import { ActionButton } from '@/components/auth/ActionButton';
import { confirmNewsletter, resubscribeNewsletter, unsubscribeByLink } from '@/lib/api/newsletter-links';
import type { NewsletterLink } from '@/lib/schemas/newsletter';
import styles from './Newsletters.module.css';

type Done = 'none' | 'subscribed' | 'unsubscribed';
type Phase = { kind: 'ready'; done: Done } | { kind: 'busy'; done: Done } | { kind: 'failed'; done: Done; message: string };

const DONE_MESSAGE: Record<Exclude<Done, 'none'>, (link: NewsletterLink) => string> = {
  subscribed: (link) => `You're subscribed to ${link.listName}. It will be sent to ${link.email}.`,
  unsubscribed: (link) => `You're unsubscribed from ${link.listName}. Nothing more from it will be sent to ${link.email}.`,
};

/**
 * What a link in a newsletter email leads to: a button, never an action on opening (mail
 * scanners open every link). Unsubscribing then offers to subscribe again.
 */
export function NewsletterLinkPanel({ purpose, link, token }: { purpose: 'confirm' | 'unsubscribe'; link: NewsletterLink; token: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'ready', done: 'none' });

  const run = async (action: () => Promise<void>, done: Exclude<Done, 'none'>) => {
    setPhase({ kind: 'busy', done: phase.done });
    try {
      await action();
      setPhase({ kind: 'ready', done });
    } catch {
      setPhase({ kind: 'failed', done: phase.done, message: 'That did not work. Try again, or sign in and use the newsletters page.' });
    }
  };

  const busy = phase.kind === 'busy';
  const subscribeAgain = purpose === 'unsubscribe' && phase.done === 'unsubscribed';
  const confirmButton = purpose === 'confirm' && phase.done === 'none';
  const unsubscribeButton = purpose === 'unsubscribe' && phase.done === 'none';
  return (
    <div className={styles.picker}>
      {phase.done === 'none' ? (
        <p>
          {purpose === 'confirm' ? `Send ${link.listName} to ${link.email}?` : `Stop sending ${link.listName} to ${link.email}?`}
        </p>
      ) : (
        <p role="status" className={styles.success}>
          {DONE_MESSAGE[phase.done](link)}
        </p>
      )}
      {phase.kind === 'failed' ? <p role="alert" className={styles.error}>{phase.message}</p> : null}
      <div className={styles.actions}>
        {confirmButton ? (
          <ActionButton busy={busy} busyLabel="Confirming…" onClick={() => void run(() => confirmNewsletter(token), 'subscribed')}>
            Confirm subscription
          </ActionButton>
        ) : null}
        {unsubscribeButton ? (
          <ActionButton busy={busy} busyLabel="Unsubscribing…" onClick={() => void run(() => unsubscribeByLink(token), 'unsubscribed')}>
            Unsubscribe
          </ActionButton>
        ) : null}
        {subscribeAgain ? (
          <ActionButton variant="secondary" busy={busy} busyLabel="Subscribing…" onClick={() => void run(() => resubscribeNewsletter(token), 'subscribed')}>
            Subscribe again
          </ActionButton>
        ) : null}
      </div>
      <p>
        <Link href="/newsletters">All newsletters</Link>
      </p>
    </div>
  );
}
