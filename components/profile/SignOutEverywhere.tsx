import { useState } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { signOutEverywhere } from '@/lib/api/profile';
import styles from './Profile.module.css';

/** Ends every session on every device, this one included; the member signs in again. */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const { signOut } = useAuth();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const run = () => {
    setState('busy');
    signOutEverywhere()
      .then(() => signOut())
      .then(onSignedOut)
      .catch((error: unknown) => {
        console.error('Signing out everywhere failed', error);
        setState('failed');
      });
  };

  return (
    <section className={styles.panel} aria-labelledby="everywhere-heading">
      <h3 id="everywhere-heading">Sign out everywhere</h3>
      <p>Signs you out on every phone, tablet and computer, this one too. Use it if you lost a device or signed in somewhere shared.</p>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          We could not sign you out everywhere. Please try again.
        </p>
      ) : null}
      <p className={styles.actions}>
        <button type="button" className={styles.button} disabled={state === 'busy'} onClick={run}>
          {state === 'busy' ? 'Signing out…' : 'Sign out everywhere'}
        </button>
      </p>
    </section>
  );
}
