import { AuthPage } from '@/components/auth/AuthPage';
import { useNextPath } from '@/components/auth/useNextPath';
import { VerifyEmailPanel } from '@/components/auth/VerifyEmailPanel';

export default function VerifyEmailPage() {
  return (
    <AuthPage title="Confirm your email">
      <VerifyEmailPanel next={useNextPath()} />
    </AuthPage>
  );
}
