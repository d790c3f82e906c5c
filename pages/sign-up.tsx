import { useRouter } from 'next/router';
import { AuthPage } from '@/components/auth/AuthPage';
import { withNext } from '@/components/auth/next-path';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { useNextPath } from '@/components/auth/useNextPath';
import { passwordPageProps } from '@/lib/server/http/password-page';

export default function SignUpPage() {
  const router = useRouter();
  const next = useNextPath();
  return (
    <AuthPage title="Create your account">
      <SignUpForm next={next} onCreated={() => router.push(withNext('/verify-email', next))} />
    </AuthPage>
  );
}

// Per request, for a nonce: a password is typed here.
export const getServerSideProps = passwordPageProps;
