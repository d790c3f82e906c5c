import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { AuthPage } from '@/components/auth/AuthPage';
import { actionHeading, isEmailActionMode } from '@/components/auth/email-action';
import { EmailActionHandler } from '@/components/auth/EmailActionHandler';
import { EMAIL_LINK_PATH } from '@/lib/auth/email-link';
import { passwordPageProps } from '@/lib/server/http/password-page';

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : null);

/** Firebase's email action handler URL: every emailed link arrives here with `mode` and `oobCode`. */
export default function EmailActionPage() {
  const router = useRouter();
  const mode = isEmailActionMode(router.query.mode) ? router.query.mode : null;
  const code = single(router.query.oobCode);

  useEffect(() => {
    // Sign-in links have their own page, which waits for the reader before using the link.
    if (router.isReady && mode === 'signIn') void router.replace({ pathname: EMAIL_LINK_PATH, query: router.query });
  }, [router, mode]);

  return (
    <AuthPage title={actionHeading(mode)}>
      {!router.isReady || mode === 'signIn' ? <p>Checking your link…</p> : <EmailActionHandler mode={mode} code={code} />}
    </AuthPage>
  );
}

// Per request, for a nonce: a password is typed here.
export const getServerSideProps = passwordPageProps;
