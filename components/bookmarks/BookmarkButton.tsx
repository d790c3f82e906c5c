import { PageLink } from '@/components/navigation/PageLink';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import { withNext } from '@/components/auth/next-path';
import type { BookmarksContextValue } from '@/context/BookmarksProvider';
import { useBookmarks } from '@/hooks/useBookmarks';
import { rememberPendingBookmark } from '@/lib/bookmarks/pending-bookmark';
import styles from './BookmarkButton.module.css';

export interface BookmarkButtonProps {
  articleId: number;
  /** The story's headline: a card's button is named after its story, since a list has many. */
  title?: string;
  /** On a card: a quiet icon button at the end of the card's byline row. */
  compact?: boolean;
}

/**
 * A toggle (aria-pressed) that bookmarks a story. A visitor pressing it is asked to sign in; the
 * sign-in link remembers the wish, and BookmarksProvider makes the bookmark on their return.
 * Outside a BookmarksProvider (a card rendered on its own) there is no button.
 */
export function BookmarkButton(props: BookmarkButtonProps) {
  const bookmarks = useBookmarks();
  return bookmarks ? <BookmarkToggle {...props} bookmarks={bookmarks} /> : null;
}

function BookmarkToggle({ articleId, title, compact = false, bookmarks }: BookmarkButtonProps & { bookmarks: BookmarksContextValue }) {
  const router = useRouter();
  const promptId = useId();
  const [prompt, setPrompt] = useState<'sign-in' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const pressed = bookmarks.isBookmarked(articleId);
  const press = async () => {
    if (bookmarks.status === 'visitor') {
      setPrompt('sign-in');
      return;
    }
    if (bookmarks.status !== 'ready' || busy) return;
    setBusy(true);
    const saved = await bookmarks.setBookmarked(articleId, !pressed);
    setBusy(false);
    setPrompt(saved ? null : 'failed');
  };

  const waiting = bookmarks.status === 'unknown' || bookmarks.status === 'loading';
  return (
    <span className={compact ? `${styles.wrap} ${styles.compact}` : styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={pressed}
        aria-label={title ? `Bookmark: ${title}` : undefined}
        aria-describedby={prompt ? promptId : undefined}
        aria-busy={busy || waiting}
        onClick={() => void press()}
      >
        {/* Drawn in the page, filled while pressed (CSS): a CSS mask's SVG would cost the browser a document of its own (decision 334). */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M6.5 3.5h11v17L12 16.5l-5.5 4z" />
        </svg>
        {/* One name for both states, as a toggle's should be: aria-pressed and the filled mark say which. On a card only the mark shows. */}
        <span className={compact ? 'visually-hidden' : undefined}>Bookmark</span>
      </button>
      {prompt === 'sign-in' ? (
        <span id={promptId} role="status" className={styles.prompt}>
          <PageLink href={withNext('/sign-in', router.asPath)} onClick={() => rememberPendingBookmark(articleId)}>
            Sign in
          </PageLink>{' '}
          to bookmark this story. We&rsquo;ll save it when you&rsquo;re back.
        </span>
      ) : null}
      {prompt === 'failed' ? (
        <span id={promptId} role="alert" className={styles.error}>
          That bookmark could not be saved. Please try again.
        </span>
      ) : null}
      {bookmarks.status === 'failed' ? <span className={styles.error}>Your bookmarks could not be loaded.</span> : null}
    </span>
  );
}
