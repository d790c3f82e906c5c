import Link from 'next/link';
import { AccountPanel } from '@/components/auth/AccountPanel';
import { AuthPage } from '@/components/auth/AuthPage';
import { passwordPageProps } from '@/lib/server/http/password-page';

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

// Per request, for a nonce: a password is typed here.
export const getServerSideProps = passwordPageProps;
