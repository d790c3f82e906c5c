import Link from 'next/link';
import { ActionMessage } from './ActionMessage';
import { ApplyEmailAction } from './ApplyEmailAction';
import type { EmailActionMode } from './email-action';
import { ResetPasswordForm } from './ResetPasswordForm';

const INCOMPLETE_LINK = 'This link is not complete. Open it again from your email, or ask for a new one.';

/** Firebase's email action links (other than sign-in links, which have their own page). */
export function EmailActionHandler({ mode, code }: { mode: Exclude<EmailActionMode, 'signIn'> | null; code: string | null }) {
  if (!mode || !code) {
    return (
      <>
        <ActionMessage state={{ kind: 'failed', message: INCOMPLETE_LINK }} />
        <p>
          <Link href="/">Home</Link>
        </p>
      </>
    );
  }
  switch (mode) {
    case 'resetPassword':
      return <ResetPasswordForm code={code} />;
    case 'verifyEmail':
    case 'recoverEmail':
    case 'verifyAndChangeEmail':
      return <ApplyEmailAction key={code} mode={mode} code={code} />;
  }
}
