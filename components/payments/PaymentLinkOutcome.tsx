import Link from 'next/link';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './PaymentLinkOutcome.module.css';

/**
 * How a payment link's page ended (paid, confirmed, refused). When it replaces the buttons just
 * pressed (`takeFocus`), focus moves to it, so it is read out and the keyboard starts from here.
 */
export function PaymentLinkOutcome({ children, takeFocus = false }: { children: ReactNode; takeFocus?: boolean }) {
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) outcome.current?.focus();
  }, [takeFocus]);
  return (
    <p role="status" ref={outcome} tabIndex={-1} className={styles.outcome}>
      {children} <Link href="/">Back to the home page</Link>
    </p>
  );
}
