import type { ArticleAge } from '@/lib/articles/article-age';
import styles from './AgeBadge.module.css';

// A Record, so adding an age to the union fails to compile until it is given a badge here.
const badges: Record<ArticleAge, { text: string; detail: string } | null> = {
  new: { text: 'New', detail: 'published in the last week' },
  recent: { text: 'Recent', detail: 'published one to four weeks ago' },
  old: null,
};

/**
 * `age` is worked out on the server when the page is rendered and arrives as a prop, so the
 * browser hydrates the same text the server sent, whatever its own clock says.
 */
export function AgeBadge({ age }: { age: ArticleAge }) {
  const badge = badges[age];
  if (!badge) return null;
  return (
    <span className={`${styles.badge} ${styles[age] ?? ''}`}>
      {badge.text}
      <span className="visually-hidden">: {badge.detail}</span>
    </span>
  );
}
