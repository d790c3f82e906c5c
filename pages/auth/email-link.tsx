import { useRouter } from 'next/router';
import { AuthPage } from '@/components/auth/AuthPage';
import { EmailLinkLanding } from '@/components/auth/EmailLinkLanding';

export default function EmailLinkPage() {
  const router = useRouter();
  return (
    <AuthPage title="Finish signing in">
      <EmailLinkLanding onSignedIn={() => router.push('/')} />
    </AuthPage>
  );
}
