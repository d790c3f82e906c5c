import { useState, useSyncExternalStore } from 'react';
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

/** What this browser keeps of the reader's reading (SPEC §3), with the switch and the eraser. */
export function ReadingHistoryPanel() {
  // Storage exists only in the browser: the server and the hydrating render show Loading.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [said, setSaid] = useState('');
  if (!hydrated) return <p role="status">Loading...</p>;
  // Read on every render: cheap, and each button's setSaid re-renders with what it changed.
  const summary = readSummary();
  const act = (change: () => void, message: string) => {
    change();
    setSaid(message);
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
      <p>Article counting is {summary.countingOff ? 'off for 90 days' : 'on'}.</p>
      <p>
        {summary.countingOff ? (
          <button type="button" onClick={() => act(switchCountingOn, 'Article counting is on again.')}>
            Count my articles again
          </button>
        ) : (
          <button type="button" onClick={() => act(() => switchCountingOff(Date.now()), 'Article counting is off for 90 days.')}>
            Stop counting my articles
          </button>
        )}{' '}
        <button type="button" onClick={() => act(clearReadingHistory, 'Your reading history is cleared.')}>
          Clear my reading history
        </button>
      </p>
      <p role="status">{said}</p>
    </>
  );
}
