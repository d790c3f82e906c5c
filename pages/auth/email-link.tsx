import { useRouter } from 'next/router';
import { AuthPage } from '@/components/auth/AuthPage';
import { EmailLinkLanding } from '@/components/auth/EmailLinkLanding';
import { nextAfterEmailLink } from '@/components/auth/next-path';

export default function EmailLinkPage() {
  const router = useRouter();
  const next = nextAfterEmailLink(router.query);
  return (
    <AuthPage title="Finish signing in">
      <EmailLinkLanding next={next} onSignedIn={() => router.push(next)} />
    </AuthPage>
  );
}
