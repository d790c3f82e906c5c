import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { isSignedIn } from '@/lib/auth/reader-name';
import { articlesInWindow, GATE_WINDOW_DAYS } from '@/lib/gate/article-gate';
import { isCountingOff, loadArticleViews, switchCountingOff, switchCountingOn } from '@/lib/gate/article-gate-store';
import { clearReadingHistory } from '@/lib/reading-history/record-article-read';
import { loadReadingHistory } from '@/lib/reading-history/reading-history-store';

interface Summary {
  countingOff: boolean;
  recentArticles: number;
  daysRead: number;
}

function readSummary(): Summary {
  const now = Date.now();
  return { countingOff: isCountingOff(now), recentArticles: articlesInWindow(loadArticleViews(now), now), daysRead: loadReadingHistory(now).daily.length };
}

const noSubscription = () => () => {};

const stories = (n: number) => (n === 1 ? '1 story' : `${n} stories`);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

const accountCode = () => import('@/lib/reading-history/account-reading-history');

/** What the account keeps, for a signed-in member: null until known or when it could not load. */
function useAccountDays(uid: string | null, version: number): number | null {
  const [kept, setKept] = useState<{ uid: string; days: number } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let current = true;
    accountCode()
      .then((account) => account.accountReadingHistory())
      .then((answer) => current && setKept({ uid, days: answer.history.daily.length }))
      .catch((error: unknown) => console.error('Loading the reading history kept with your account failed', error));
    return () => {
      current = false;
    };
  }, [uid, version]);
  return kept && kept.uid === uid ? kept.days : null;
}

/** What this browser keeps of the reader's reading (SPEC §3), with the switch and the eraser. */
export function ReadingHistoryPanel() {
  // Storage exists only in the browser: the server and the hydrating render show Loading.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [said, setSaid] = useState('');
  const { user, status } = useAuth();
  const uid = isSignedIn(user) ? user.uid : null;
  // Until sign-in is known a press could not reach the account, and the reader would be told it changed only here.
  const authenticating = status === 'authenticating';
  const [version, setVersion] = useState(0);
  // Only the latest press says it worked: an earlier press's late answer must not overwrite it.
  const latest = useRef(0);
  const accountDays = useAccountDays(uid, version);
  if (!hydrated) return <p role="status">Loading...</p>;
  // Read on every render: cheap, and each button's setSaid re-renders with what it changed.
  const summary = readSummary();
  // Signed in, each button applies to the account's copy too (decision 296).
  const act = (change: () => void, message: string, onAccount?: (account: Awaited<ReturnType<typeof accountCode>>) => Promise<unknown>) => {
    change();
    setSaid(message);
    const press = ++latest.current;
    if (!uid || !onAccount) return;
    accountCode()
      .then(onAccount)
      .then(() => {
        setVersion((n) => n + 1);
        if (press === latest.current) setSaid(`${message} Your account too.`);
      })
      .catch((error: unknown) => {
        console.error('Changing the reading history kept with your account failed', error);
        // A failure always speaks: the reader has something to do about it.
        setSaid(`${message} Your account could not be changed: try again.`);
      });
  };
  return (
    <>
      {summary.recentArticles === 0 && summary.daysRead === 0 ? (
        <p>Nothing is kept: no stories have been counted in this browser.</p>
      ) : (
        <p>
          In the last {GATE_WINDOW_DAYS} days this browser counted {stories(summary.recentArticles)}, read on {summary.daysRead} {summary.daysRead === 1 ? 'day' : 'days'}.
        </p>
      )}
      {accountDays !== null && (
        <p>{accountDays === 0 ? 'Your account keeps none of your reading.' : `Your account keeps reading on ${days(accountDays)}, from every device where you said yes to keeping it.`}</p>
      )}
      <p>Article counting is {summary.countingOff ? 'off for 90 days' : 'on'}.</p>
      <p>
        {summary.countingOff ? (
          <button type="button" disabled={authenticating} onClick={() => act(switchCountingOn, 'Article counting is on again.', (account) => account.setCountingOnAccount(true))}>
            Count my articles again
          </button>
        ) : (
          <button type="button" disabled={authenticating} onClick={() => act(() => switchCountingOff(Date.now()), 'Article counting is off for 90 days.', (account) => account.setCountingOnAccount(false))}>
            Stop counting my articles
          </button>
        )}{' '}
        <button type="button" disabled={authenticating} onClick={() => act(clearReadingHistory, 'Your reading history is cleared.', (account) => account.clearHistoryOnAccount())}>
          Clear my reading history
        </button>
      </p>
      <p role="status">{said}</p>
    </>
  );
}
