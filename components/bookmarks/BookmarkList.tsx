import Link from 'next/link';
import { useEffect, useState } from 'react';
import styles from '@/components/library/Library.module.css';
import { useBookmarks } from '@/hooks/useBookmarks';
import { listBookmarks, removeBookmark } from '@/lib/api/bookmarks';
import { displayDate, isoInNz } from '@/lib/dates/nz-time';
import type { Bookmark } from '@/lib/schemas/bookmarks';

type Listing = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; bookmarks: Bookmark[]; page: number; hasMore: boolean };

/** Each item's headline level: h2 under the page's h1, h3 under a profile tab's h2. */
export type ItemHeading = 'h2' | 'h3';

function BookmarkItem({ bookmark, onRemove, busy, Heading }: { bookmark: Bookmark; onRemove: () => void; busy: boolean; Heading: ItemHeading }) {
  const { article } = bookmark;
  return (
    <li className={styles.item}>
      <Heading className={styles.title}>
        <Link href={article.path}>{article.title}</Link>
      </Heading>
      <p className={styles.meta}>
        {article.category.name} · {article.author.name} · <time dateTime={isoInNz(article.publishedAt)}>{displayDate(article.publishedAt)}</time>
      </p>
      <p className={styles.meta}>
        Saved <time dateTime={isoInNz(bookmark.createdAt)}>{displayDate(bookmark.createdAt)}</time>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} aria-label={`Remove bookmark: ${article.title}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}

/** The member's bookmarks, newest saved first, a page at a time, each with a remove button. */
export function BookmarkList({ itemHeading = 'h3' }: { itemHeading?: ItemHeading }) {
  const bookmarks = useBookmarks();
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [removed, setRemoved] = useState(0);
  const [message, setMessage] = useState<{ kind: 'removed' | 'failed'; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    listBookmarks(1)
      .then((answer) => current && setListing({ kind: 'ready', bookmarks: answer.bookmarks, page: 1, hasMore: answer.hasMore }))
      .catch((error: unknown) => {
        console.error('Loading your bookmarks failed', error);
        if (current) setListing({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  if (listing.kind === 'loading') return <p role="status">Loading your bookmarks…</p>;
  if (listing.kind === 'failed') return <p role="alert" className={styles.error}>Your bookmarks could not be loaded. Please try again later.</p>;

  const remove = async (bookmark: Bookmark) => {
    setBusy(bookmark.articleId);
    // Through the provider when there is one, so the story's own button agrees at once.
    const removed = bookmarks
      ? await bookmarks.setBookmarked(bookmark.articleId, false)
      : await removeBookmark(bookmark.articleId).then(() => true, () => false);
    setBusy(null);
    if (!removed) {
      setMessage({ kind: 'failed', text: `“${bookmark.article.title}” could not be removed. Please try again.` });
      return;
    }
    setListing((current) => (current.kind === 'ready' ? { ...current, bookmarks: current.bookmarks.filter((b) => b.articleId !== bookmark.articleId) } : current));
    setRemoved((count) => count + 1);
    setMessage({ kind: 'removed', text: `Removed “${bookmark.article.title}” from your bookmarks.` });
  };

  const more = async () => {
    const page = listing.page + 1;
    try {
      // Removals shift the later pages up by as many rows; after one, the pages so far are asked
      // for again, so no bookmark is skipped.
      const pages = removed ? Array.from({ length: page }, (_, i) => i + 1) : [page];
      const answers = [];
      for (const p of pages) answers.push(await listBookmarks(p));
      const fetched = answers.flatMap((answer) => answer.bookmarks);
      const hasMore = answers.at(-1)?.hasMore ?? false;
      setRemoved(0);
      setListing((current) => {
        if (current.kind !== 'ready') return current;
        const kept = removed ? [] : current.bookmarks;
        const known = new Set(kept.map((b) => b.articleId));
        return { kind: 'ready', bookmarks: [...kept, ...fetched.filter((b) => !known.has(b.articleId))], page, hasMore };
      });
    } catch (error) {
      console.error('Loading more bookmarks failed', error);
      setMessage({ kind: 'failed', text: 'More bookmarks could not be loaded. Please try again.' });
    }
  };

  return (
    <div className={styles.section}>
      <p role={message?.kind === 'failed' ? 'alert' : 'status'} className={message?.kind === 'failed' ? styles.error : styles.note}>
        {message?.text}
      </p>
      {listing.bookmarks.length === 0 ? (
        <p>
          You have no bookmarks yet. Press <strong>Bookmark</strong> on any story to keep it here for later.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Your bookmarks, newest first">
          {listing.bookmarks.map((bookmark) => (
            <BookmarkItem key={bookmark.articleId} bookmark={bookmark} Heading={itemHeading} busy={busy === bookmark.articleId} onRemove={() => void remove(bookmark)} />
          ))}
        </ul>
      )}
      {listing.hasMore ? (
        <p>
          <button type="button" className={styles.button} onClick={() => void more()}>
            Show older bookmarks
          </button>
        </p>
      ) : null}
    </div>
  );
}
