import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isSignedIn } from '@/lib/auth/reader-name';
import { useAuth } from '@/hooks/useAuth';
import { canModerate } from '@/lib/staff/staff-permissions';
import { site } from '@/lib/site';
import { ModerationQueueList } from './ModerationQueueList';
import styles from './Moderation.module.css';

export const MODERATION_SIGN_IN = '/sign-in?next=%2Fmoderation';

/**
 * The moderation queue, for moderators (and editors and administrators) only: a visitor is sent to sign in, any other member sees
 * the not-found page's words. The queue itself comes from an API that refuses non-moderators.
 */
export function ModerationPage() {
  const { status, user, member } = useAuth();
  const router = useRouter();
  const signedIn = isSignedIn(user);

  useEffect(() => {
    if (status === 'resolved' && !signedIn) void router.replace(MODERATION_SIGN_IN);
  }, [status, signedIn, router]);

  const head = (title: string) => (
    <Head>
      <title>{`${title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
    </Head>
  );

  if (status === 'authenticating' || !signedIn) {
    return (
      <section className={styles.page}>
        {head('Moderation')}
        <p role="status">{status === 'authenticating' ? 'Loading…' : 'Taking you to sign in…'}</p>
      </section>
    );
  }
  if (!canModerate(member?.type)) {
    return (
      <section className={styles.page}>
        {head('Page not found')}
        <h1>We couldn&apos;t find that page</h1>
        <p>It may have moved, or the link may be wrong.</p>
        <Link href="/">Home</Link>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="moderation-heading">
      {head('Moderation')}
      <h1 id="moderation-heading">Reported comments</h1>
      <p>Comments readers have reported that no moderator has handled yet, oldest report first.</p>
      <ModerationQueueList />
    </section>
  );
}
