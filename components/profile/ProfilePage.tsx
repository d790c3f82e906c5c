import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isSignedIn } from '@/lib/auth/reader-name';
import { BookmarkList } from '@/components/bookmarks/BookmarkList';
import { WatchlistList } from '@/components/watchlist/WatchlistList';
import { NewsletterPicker } from '@/components/newsletters/NewsletterPicker';
import { useAuth } from '@/hooks/useAuth';
import { withNext } from '@/components/auth/next-path';
import type { Member } from '@/lib/schemas/member';
import { AccountSection } from './AccountSection';
import { CardsPanel } from './CardsPanel';
import { LibraryPanel } from './LibraryPanel';
import { MemberOverview, SessionMemberDetails } from './MemberOverview';
import styles from './Profile.module.css';
import { type ProfileTab, ProfileTabs } from './ProfileTabs';
import { SubscriptionPanel } from './SubscriptionPanel';
import { SupportPanel } from './SupportPanel';
import { TransactionsPanel } from './TransactionsPanel';

export const PROFILE_SIGN_IN = '/sign-in?next=%2Fprofile';

/**
 * The member profile. Everything on it is the member's, so it is rendered in the browser from
 * their own API calls once sign-in is known; a visitor is sent to sign in and brought back. Until
 * then, the member the session cookie named (`sessionMember`, from the server) is shown, so a
 * member sees who they are with the page's first paint.
 */
export function ProfilePage({ testMode, sessionMember = null }: { testMode: boolean; sessionMember?: Member | null }) {
  const { status, user, member } = useAuth();
  const router = useRouter();
  const signedIn = isSignedIn(user);
  const initial = typeof router.query.tab === 'string' ? router.query.tab : undefined;
  // An email's link to one tab ("Update your card": ?tab=cards) comes back to that tab after signing in.
  const signIn = initial ? withNext('/sign-in', `/profile?tab=${encodeURIComponent(initial)}`) : PROFILE_SIGN_IN;

  useEffect(() => {
    if (status === 'resolved' && !signedIn) void router.replace(signIn);
  }, [status, signedIn, router, signIn]);

  if (!isSignedIn(user)) {
    const waiting = <p role="status">{status === 'authenticating' ? 'Loading your profile…' : 'Taking you to sign in…'}</p>;
    if (status !== 'authenticating' || !sessionMember) return waiting;
    return (
      <div className={styles.panel}>
        <SessionMemberDetails member={sessionMember} />
        {waiting}
      </div>
    );
  }

  const tabs: ProfileTab[] = [
    { id: 'overview', label: 'Overview', panel: () => <SubscriptionPanel /> },
    { id: 'cards', label: 'Cards', panel: () => <CardsPanel testMode={testMode} /> },
    { id: 'transactions', label: 'Transactions', panel: () => <TransactionsPanel /> },
    { id: 'totals', label: 'Your support', panel: () => <SupportPanel /> },
    { id: 'bookmarks', label: 'Bookmarks', panel: () => <LibraryPanel id="bookmarks" heading="Your bookmarks" list={<BookmarkList />} /> },
    { id: 'watchlist', label: 'Watch list', panel: () => <LibraryPanel id="watchlist" heading="Your watch list" list={<WatchlistList />} /> },
    { id: 'newsletters', label: 'Newsletters', panel: () => <NewsletterPicker source="profile" /> },
    {
      id: 'account',
      label: 'Account',
      panel: () => <AccountSection user={user} onSignedOut={() => void router.push(PROFILE_SIGN_IN)} onDeleted={() => router.push('/?account=deleted')} />,
    },
  ];
  return (
    <div className={styles.panel}>
      <MemberOverview user={user} member={member} />
      <ProfileTabs key={initial ?? 'default'} tabs={tabs} initial={initial} />
    </div>
  );
}
