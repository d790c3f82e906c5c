import { useLoadedComponent } from '@/hooks/useLoadedComponent';
import { useNearViewport } from '@/hooks/useNearViewport';
import { commentCountLabel } from '@/lib/comments/comment-count';
import styles from './Comments.module.css';

const loadCommentsSection = () => import('./CommentsSection').then((module) => module.CommentsSection);

/**
 * The article's comments, loaded when the reader nears them: the section, its API client (axios)
 * and the list are not part of the article page's first JavaScript (26 KB gzipped when they
 * were), as with the newsletter block (decision 56). Until then the heading shows the count the
 * page was rendered with, and `#comments` links land here.
 */
export function ArticleComments({ articleId, initialCount }: { articleId: number; initialCount: number }) {
  const { ref, near } = useNearViewport('400px 0px');
  const section = useLoadedComponent(loadCommentsSection, near);
  if (section && 'Component' in section) return <section.Component articleId={articleId} initialCount={initialCount} />;
  return (
    <section ref={ref} id="comments" aria-labelledby="comments-heading" className={styles.section}>
      <h2 id="comments-heading" className={styles.heading}>
        Comments <span className={styles.total}>({commentCountLabel(initialCount)})</span>
      </h2>
      {section ? (
        <p role="alert" className={styles.error}>
          The comments could not be loaded. Try again later.
        </p>
      ) : (
        <p className={styles.note}>Loading comments…</p>
      )}
    </section>
  );
}
