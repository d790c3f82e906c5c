import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import type { Receipt } from '@/lib/schemas/payments';
import { ReceiptView } from './ReceiptView';
import styles from './TaxDocument.module.css';

type State = { kind: 'loading' } | { kind: 'ready'; receipt: Receipt } | { kind: 'missing' } | { kind: 'failed' };

/** Loads the receipt once the reader's sign-in is known; only its owner can see it. */
export function ReceiptPanel({ txId }: { txId: string }) {
  const { status, user } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const signedIn = Boolean(user);

  useEffect(() => {
    if (status !== 'resolved' || !signedIn) return;
    let current = true;
    void (async () => {
      const [{ getReceipt }, { ApiError }] = await Promise.all([import('@/lib/api/payments'), import('@/lib/api/api-error')]);
      try {
        const receipt = await getReceipt(txId);
        if (current) setState({ kind: 'ready', receipt });
      } catch (error) {
        if (current) setState({ kind: error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'missing' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [status, signedIn, txId]);

  if (signedIn && state.kind === 'ready') return <ReceiptView receipt={state.receipt} />;
  const shown = status === 'authenticating' || state.kind === 'ready' ? 'loading' : signedIn ? state.kind : 'signed-out';
  return (
    <>
      <h1 className={styles.pageHeading}>Receipt</h1>
      <ReceiptStatus state={shown} txId={txId} />
    </>
  );
}

function ReceiptStatus({ state, txId }: { state: Exclude<State['kind'], 'ready'> | 'signed-out'; txId: string }) {
  switch (state) {
    case 'loading':
      return <p role="status">Loading your receipt…</p>;
    case 'signed-out':
      return (
        <p>
          <Link href={`/sign-in?next=${encodeURIComponent(`/receipt/${txId}`)}`}>Sign in</Link> to see this receipt.
        </p>
      );
    case 'missing':
      return <p>There is no receipt with this number for your account.</p>;
    case 'failed':
      return <p role="alert">Your receipt could not be loaded. Please try again.</p>;
  }
}
