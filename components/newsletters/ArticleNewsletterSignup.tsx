import { type ComponentType, useEffect, useState } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';
import styles from './Newsletters.module.css';

type Picker = ComponentType<{ source: string; compact?: boolean }>;

/**
 * The in-article sign-up block; sign-ups from it are recorded with source "article". The picker,
 * the API client and the lists load only when the block nears the screen, so they are not part of
 * the article page's first JavaScript and its server render queries nothing for them. A plain
 * import() rather than next/dynamic: its loader cost the page more than this whole block.
 */
export function ArticleNewsletterSignup() {
  const { ref, near } = useNearViewport('200px 0px');
  const [picker, setPicker] = useState<{ Component: Picker } | { failed: true } | null>(null);
  useEffect(() => {
    if (!near) return;
    import('./NewsletterPicker')
      .then((loaded) => setPicker({ Component: loaded.NewsletterPicker }))
      .catch(() => setPicker({ failed: true }));
  }, [near]);
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
