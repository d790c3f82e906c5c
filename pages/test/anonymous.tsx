import { signInAnonymously } from 'firebase/auth';
import type { GetServerSideProps } from 'next';
import { ActionMessage } from '@/components/auth/ActionMessage';
import { AuthPage } from '@/components/auth/AuthPage';
import { useAuthAction } from '@/components/auth/useAuthAction';
import { useAuth } from '@/hooks/useAuth';
import { clientAuth } from '@/lib/auth/firebase-client';
import { getConfig } from '@/lib/server/config';

// Exists only when ENABLE_TEST_ROUTES=1 (the browser journeys): starts an anonymous session and
// shows which Firebase user the page has.
export const getServerSideProps: GetServerSideProps = async () => (getConfig().ENABLE_TEST_ROUTES ? { props: {} } : { notFound: true });

export default function AnonymousTestPage() {
  const { status, user } = useAuth();
  const { state, run, busy } = useAuthAction();
  const kind = status === 'authenticating' ? '' : !user ? 'none' : user.isAnonymous ? 'anonymous' : 'account';

  return (
    <AuthPage title="Anonymous session (test)">
      <ActionMessage state={state} />
      <button type="button" disabled={busy !== null} onClick={() => void run('anonymous', async () => void (await signInAnonymously(clientAuth())))}>
        Continue anonymously
      </button>
      <p>
        Uid: <output aria-label="Current uid">{user?.uid ?? ''}</output>
      </p>
      <p>
        Kind: <output aria-label="Sign-in kind">{kind}</output>
      </p>
    </AuthPage>
  );
}
