import { useLoadedComponent } from '@/hooks/useLoadedComponent';
import { useNearViewport } from '@/hooks/useNearViewport';
import styles from './Newsletters.module.css';

const loadNewsletterPicker = () => import('./NewsletterPicker').then((module) => module.NewsletterPicker);

/**
 * The in-article sign-up block; sign-ups from it are recorded with source "article". The picker,
 * the API client and the lists load only when the block nears the screen, so they are not part of
 * the article page's first JavaScript and its server render queries nothing for them.
 */
export function ArticleNewsletterSignup() {
  const { ref, near } = useNearViewport('200px 0px');
  const picker = useLoadedComponent(loadNewsletterPicker, near);
  return (
    <aside ref={ref} className={styles.block} aria-labelledby="article-newsletters-heading">
      <h2 id="article-newsletters-heading" className={styles.blockHeading}>
        Get our newsletters
      </h2>
      {picker && 'Component' in picker ? (
        <picker.Component source="article" compact />
      ) : picker ? (
        <p role="alert" className={styles.error}>
          The newsletters could not be loaded. Try again later.
        </p>
      ) : (
        <p className={styles.note}>Loading newsletters…</p>
      )}
    </aside>
  );
}
