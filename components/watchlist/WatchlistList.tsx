import Link from 'next/link';
import { useState } from 'react';
import styles from '@/components/library/Library.module.css';
import { ShowImage } from '@/components/tv/ShowImage';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import type { ItemHeading } from '@/components/bookmarks/BookmarkList';
import type { WatchlistItem } from '@/lib/schemas/watchlist';
import { useWatchlist } from './useWatchlist';
import { WatchedToggle } from './WatchedToggle';

interface WatchlistEntryProps {
  item: WatchlistItem;
  busy: boolean;
  Heading: ItemHeading;
  onWatched: () => void;
  onRemove: () => void;
}

function WatchlistEntry({ item, busy, Heading, onWatched, onRemove }: WatchlistEntryProps) {
  const { show } = item;
  return (
    <li className={styles.showItem}>
      <ShowImage show={show} width={128} />
      <div className={styles.section}>
        <Heading className={styles.title}>
          <Link href={`/tv/${show.slug}`}>{show.title}</Link>
        </Heading>
        <p className={styles.meta}>
          {show.genre} · {show.year} · {show.whereToWatch}
        </p>
        <p className={styles.meta}>
          Added <time dateTime={isoInNz(item.addedAt)}>{displayDate(item.addedAt)}</time>
          {item.watchedAt ? (
            <>
              {' '}
              · watched <time dateTime={isoInNz(item.watchedAt)}>{displayDate(item.watchedAt)}</time>
            </>
          ) : null}
        </p>
        <div className={styles.actions}>
          <WatchedToggle title={show.title} watched={item.watchedAt !== null} busy={busy} onToggle={onWatched} />
          <button type="button" className={styles.button} disabled={busy} aria-label={`Remove from watch list: ${show.title}`} onClick={onRemove}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

/** The member's watch list, newest added first: mark shows watched or take them off. */
export function WatchlistList({ itemHeading = 'h3' }: { itemHeading?: ItemHeading }) {
  const watchlist = useWatchlist();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  if (watchlist.status === 'unknown' || watchlist.status === 'loading') return <p role="status">Loading your watch list…</p>;
  if (watchlist.status === 'visitor') return null;
  if (watchlist.status === 'failed') return <p role="alert" className={styles.error}>Your watch list could not be loaded. Please try again later.</p>;

  const run = async (item: WatchlistItem, change: () => Promise<boolean>, done: string) => {
    setBusy(item.tvShowId);
    const ok = await change();
    setBusy(null);
    setMessage(ok ? { kind: 'done', text: done } : { kind: 'failed', text: `${item.show.title} could not be changed. Please try again.` });
  };

  return (
    <div className={styles.section}>
      <p role={message?.kind === 'failed' ? 'alert' : 'status'} className={message?.kind === 'failed' ? styles.error : styles.note}>
        {message?.text}
      </p>
      {watchlist.items.length === 0 ? (
        <p>
          Your watch list is empty. Find something in <Link href="/tv">TV</Link> and add it.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Your watch list, newest first">
          {watchlist.items.map((item) => (
            <WatchlistEntry
              key={item.tvShowId}
              item={item}
              Heading={itemHeading}
              busy={busy === item.tvShowId}
              onWatched={() =>
                void run(item, () => watchlist.setWatched(item.tvShowId, item.watchedAt === null), item.watchedAt === null ? `Marked ${item.show.title} watched.` : `Marked ${item.show.title} not watched.`)
              }
              onRemove={() => void run(item, () => watchlist.remove(item.tvShowId), `Removed ${item.show.title} from your watch list.`)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
