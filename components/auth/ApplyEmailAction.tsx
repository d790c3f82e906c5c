import { applyActionCode, checkActionCode } from 'firebase/auth';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { clientAuth } from '@/lib/auth/firebase-client';
import { ActionMessage } from './ActionMessage';
import { useAuthAction } from './useAuthAction';

export type AppliedMode = 'verifyEmail' | 'recoverEmail' | 'verifyAndChangeEmail';

function doneMessage(mode: AppliedMode): string {
  switch (mode) {
    case 'verifyEmail':
      return 'Your email is confirmed.';
    case 'recoverEmail':
      return 'Your email has been restored.';
    case 'verifyAndChangeEmail':
      return 'Your email has been changed.';
  }
}

/** Applies the link; answers the email a recoverEmail link restored. */
async function apply(mode: AppliedMode, code: string): Promise<string | null> {
  const auth = clientAuth();
  const info = mode === 'recoverEmail' ? await checkActionCode(auth, code) : null;
  await applyActionCode(auth, code);
  // The signed-in user's copy of its email and verified flag is stale until reloaded.
  await auth.currentUser?.reload().catch(() => undefined);
  return info?.data.email ?? null;
}

/** A link that needs nothing more from the reader is applied as soon as the page opens. */
export function ApplyEmailAction({ mode, code }: { mode: AppliedMode; code: string }) {
  const { state, run } = useAuthAction();
  const [restored, setRestored] = useState<string | null>(null);
  // A code works once; React's development double effects must not spend it twice.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (applied.current === code) return;
    applied.current = code;
    void run('apply', async () => {
      setRestored(await apply(mode, code));
      return doneMessage(mode);
    });
  }, [mode, code, run]);

  switch (state.kind) {
    case 'idle':
    case 'busy':
      return <p>Checking your link…</p>;
    case 'failed':
      return (
        <>
          <ActionMessage state={state} />
          <p>
            <Link href="/">Home</Link>
          </p>
        </>
      );
    case 'succeeded':
      return (
        <>
          <ActionMessage state={state} />
          {mode === 'recoverEmail' ? (
            <p>
              {restored ? `It is ${restored} again. ` : ''}If you did not ask for it to change, <Link href="/forgot-password">reset your password</Link>.
            </p>
          ) : null}
          <p>
            <Link href="/">Continue reading</Link>
          </p>
        </>
      );
  }
}
