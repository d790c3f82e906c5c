import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import type { Receipt } from '@/lib/schemas/payments';
import { ReceiptView } from './ReceiptView';

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

  if (status === 'authenticating') return <p>Loading your receipt…</p>;
  if (!signedIn) {
    return (
      <p>
        <Link href={`/sign-in?next=${encodeURIComponent(`/receipt/${txId}`)}`}>Sign in</Link> to see this receipt.
      </p>
    );
  }
  switch (state.kind) {
    case 'loading':
      return <p>Loading your receipt…</p>;
    case 'ready':
      return <ReceiptView receipt={state.receipt} />;
    case 'missing':
      return <p>There is no receipt with this number for your account.</p>;
    case 'failed':
      return <p>Your receipt could not be loaded. Please try again.</p>;
  }
}
