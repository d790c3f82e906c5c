import Link from 'next/link';
import { useDonationContext } from '@/hooks/useDonationContext';

/** The way to the last payment's receipt, and where its copy was sent; nothing before a payment. */
export function ReceiptLine() {
  const { state } = useDonationContext();
  const txId = state.paymentIntent?.txId;
  if (!txId) return null;
  return (
    <p>
      <Link href={`/receipt/${encodeURIComponent(txId)}`}>View and print your receipt</Link>
      {state.email ? ` (a copy goes to ${state.email})` : null}
    </p>
  );
}
