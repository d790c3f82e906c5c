import dynamic from 'next/dynamic';
import { useInView } from 'react-intersection-observer';
import styles from './Newsletters.module.css';

// Loaded only when the block nears the screen: the lists, the API client and the form are not
// part of the article page's first JavaScript, and the page's server render queries nothing for them.
const NewsletterPicker = dynamic(() => import('./NewsletterPicker').then((m) => m.NewsletterPicker), {
  ssr: false,
  loading: () => <p className={styles.note}>Loading newsletters…</p>,
});

/** The in-article sign-up block; sign-ups from it are recorded with source "article". */
export function ArticleNewsletterSignup() {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px' });
  return (
    <aside ref={ref} className={styles.block} aria-labelledby="article-newsletters-heading">
      <h2 id="article-newsletters-heading" className={styles.blockHeading}>
        Get our newsletters
      </h2>
      {inView ? <NewsletterPicker source="article" compact /> : <p className={styles.note}>Loading newsletters…</p>}
    </aside>
  );
}
