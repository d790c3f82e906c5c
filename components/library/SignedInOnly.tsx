import Link from 'next/link';
import type { ReactNode } from 'react';
import { withNext } from '@/components/auth/next-path';
import { isSignedIn } from '@/lib/auth/reader-name';
import { useAuth } from '@/hooks/useAuth';
import styles from './Library.module.css';

/**
 * A member's own list (bookmarks, watch list): rendered in the browser once sign-in is known. A
 * visitor reads why and follows a link that brings them back here after signing in.
 */
export function SignedInOnly({ path, what, children }: { path: string; what: string; children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'authenticating') return <p role="status">Loading…</p>;
  if (!isSignedIn(user)) {
    return (
      <p className={styles.note}>
        <Link href={withNext('/sign-in', path)}>Sign in</Link> to see {what}. It is kept with your account, on every device you use.
      </p>
    );
  }
  return children;
}
