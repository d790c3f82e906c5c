import Link from 'next/link';
import { useEmailVerified } from '@/components/auth/VerifyEmailPanel';
import styles from './Profile.module.css';

/** Whether the member's email is confirmed, with the way to confirm it when it is not. */
export function EmailStatus({ uid, email }: { uid: string; email: string }) {
  const verified = useEmailVerified(uid);
  if (verified === null) return <p className={styles.note}>Checking your email…</p>;
  if (verified) return <p>Your email {email} is confirmed.</p>;
  return (
    <p>
      Your email {email} is not confirmed yet. <Link href="/verify-email?next=%2Fprofile">Confirm your email</Link>
    </p>
  );
}
