import { useRouter } from 'next/router';
import { AuthPage } from '@/components/auth/AuthPage';
import { SignInForm } from '@/components/auth/SignInForm';
import { useNextPath } from '@/components/auth/useNextPath';
import { passwordPageProps } from '@/lib/server/http/password-page';

export default function SignInPage() {
  const router = useRouter();
  const next = useNextPath();
  return (
    <AuthPage title="Sign in">
      <SignInForm next={next} onSignedIn={() => router.push(next)} />
    </AuthPage>
  );
}

// Per request, for a nonce: a password is typed here.
export const getServerSideProps = passwordPageProps;
