import { PageLink } from '@/components/navigation/PageLink';
import type { ShownArticle } from '@/lib/articles/shown-article';
import { useAnalytics } from '@/hooks/useAnalytics';
import { useArticleRead } from '@/hooks/useArticleRead';
import { useArticleGate } from '@/hooks/useArticleGate';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { site } from '@/lib/site';
import styles from './ArticleGatePrompt.module.css';

/**
 * Records the article page's view (reading history, gate count, view_post) and, under the article, for a visitor who has read more than 5 stories in 30 days (SPEC §4): an ask,
 * not a wall. The story above stays whole; the reader can stop the counting or clear it.
 */
export function ArticleGate({ article }: { article: ShownArticle }) {
  // In this order: the view is counted before the gate is worked out (effects run in order).
  useArticleRead(article);
  const { show, stopCounting, clearHistory } = useArticleGate(article.id);
  const { track } = useAnalytics();
  if (!show) return null;
  return (
    <aside className={styles.prompt} aria-labelledby="article-gate-heading">
      <h2 id="article-gate-heading">{`You have been reading a lot of ${site.name} lately`}</h2>
      <p>Our journalism is free for everyone. If it matters to you, help keep it that way: give what you can, or sign up free to keep up with the stories you follow.</p>
      <div className={styles.actions}>
        {/* Not prefetched (decision 320): the payment and sign-up code loads when a reader chooses it. */}
        <PageLink href="/donate" className={styles.primary} prefetch={false} onClick={() => track(ANALYTICS_EVENTS.donationButtonClick, { placement: 'article_gate' })}>
          Support our journalism
        </PageLink>
        <PageLink href="/sign-up" className={styles.secondary} prefetch={false}>
          Sign up free
        </PageLink>
      </div>
      <p className={styles.quiet}>
        <button type="button" className={styles.linkButton} onClick={stopCounting}>
          Stop counting my articles
        </button>
        <button type="button" className={styles.linkButton} onClick={clearHistory}>
          Clear my reading history
        </button>
      </p>
    </aside>
  );
}
