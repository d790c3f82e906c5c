import Link from 'next/link';
import { AccountPanel } from '@/components/auth/AccountPanel';
import { AuthPage } from '@/components/auth/AuthPage';

export default function AccountPage() {
  return (
    <AuthPage title="Your account">
      <AccountPanel />
      <p>
        <Link href="/profile">Your profile</Link>: your support, cards, receipts and newsletters.
      </p>
    </AuthPage>
  );
}
