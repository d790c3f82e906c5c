import { useState } from 'react';
import { deskCall } from '@/lib/api/desk-client';
import type { ResendReceiptAnswer } from '@/lib/schemas/desk-refunds';
import styles from './RefundActions.module.css';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; to: string } | { kind: 'failed'; message: string };

/** Emails the member the receipt of one payment again (with its refunds); says where it went. */
export function ResendReceiptButton({ txId, label }: { txId: string; label?: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const answer = await deskCall<ResendReceiptAnswer>('POST', `/transactions/${encodeURIComponent(txId)}/receipt`);
      setState({ kind: 'sent', to: answer.sentTo });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The receipt could not be sent.' });
    }
  };

  return (
    <>
      <button type="button" onClick={() => void send()} disabled={state.kind === 'sending'} aria-label={label ? `Resend receipt for ${label}` : undefined}>
        {state.kind === 'sending' ? 'Sending…' : 'Resend receipt'}
      </button>
      <span role="status" aria-live="polite" className={styles.inlineNotice}>
        {state.kind === 'sent' ? `Receipt sent to ${state.to}.` : ''}
      </span>
      <span role="alert" className={`${styles.inlineNotice} ${styles.noticeFailed}`}>
        {state.kind === 'failed' ? state.message : ''}
      </span>
    </>
  );
}
