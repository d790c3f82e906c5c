import { useCallback, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import type { ArticleAge } from '@/lib/articles/article-age';
import { site } from '@/lib/site';
import { BookmarkButton } from '@/components/bookmarks/BookmarkButton';
import type { ShownArticle } from '@/lib/articles/shown-article';
import { ArticleBody } from './ArticleBody';
import styles from './NextArticles.module.css';

/** How many articles infinite scroll adds below the page's own. */
export const MAX_NEXT_ARTICLES = 10;

type LoadedArticle = ShownArticle & { age: ArticleAge };
type Status = 'idle' | 'loading' | 'failed' | 'done';
type Previous = Pick<ShownArticle, 'path' | 'title'>;

/** Our own API's answer; a shape check only, so a broken answer stops the scroll instead of the page. */
function nextArticleOf(body: unknown): LoadedArticle | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return null;
  const article = data as Partial<LoadedArticle>;
  return typeof article.id === 'number' && typeof article.path === 'string' && typeof article.bodyHtml === 'string' ? (article as LoadedArticle) : null;
}

/** Shows `path` in the address bar without a navigation; Next's router state is kept so Back still works. */
function showAsCurrent({ path, title }: Previous): void {
  if (window.location.pathname !== path) window.history.replaceState({ ...window.history.state, as: path, url: path }, '', path);
  document.title = `${title} | ${site.name}`;
}

interface NextArticleProps {
  article: LoadedArticle;
  previous: Previous;
  position: number;
  onFirstView: (article: LoadedArticle, position: number) => void;
}

function NextArticle({ article, previous, position, onFirstView }: NextArticleProps) {
  const { ref } = useInView({
    // The heading counts once it is in the upper part of the screen, where reading happens.
    rootMargin: '0px 0px -40% 0px',
    onChange: (inView, entry) => {
      if (inView) {
        showAsCurrent(article);
        onFirstView(article, position);
      } else if (entry.boundingClientRect.top > 0) {
        // The heading went back down the screen: the reader scrolled up into the article before.
        showAsCurrent(previous);
      }
    },
  });
  return (
    <div className={styles.next}>
      <ArticleBody article={article} age={article.age} headingLevel={2} headingRef={ref} actions={<BookmarkButton articleId={article.id} title={article.title} />} />
    </div>
  );
}

/**
 * Infinite scroll: as the reader nears the end of the last article shown, the next one
 * (GET /api/articles/next) is added below, up to MAX_NEXT_ARTICLES. The address bar and title
 * follow the article whose heading is on screen.
 */
export function NextArticles({ first }: { first: ShownArticle }) {
  const [articles, setArticles] = useState<LoadedArticle[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  // Two intersection callbacks can arrive before a re-render: only one request at a time.
  const loading = useRef(false);
  const viewed = useRef(new Set<number>());
  const { track } = useAnalytics();

  const loadNext = async () => {
    if (loading.current) return;
    loading.current = true;
    const after = articles.at(-1)?.id ?? first.id;
    const exclude = [first.id, ...articles.map((article) => article.id)];
    setStatus('loading');
    try {
      const res = await fetch(`/api/articles/next?after=${after}&exclude=${exclude.join(',')}`, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`The next article answered ${res.status}`);
      const next = nextArticleOf(await res.json());
      if (!next || exclude.includes(next.id)) {
        setStatus('done');
        return;
      }
      setArticles([...articles, next]);
      setStatus(articles.length + 1 >= MAX_NEXT_ARTICLES ? 'done' : 'idle');
    } catch {
      // The server logs its own failures; the reader gets a button to try again.
      setStatus('failed');
    } finally {
      loading.current = false;
    }
  };

  // The end marker is a new element after each article added (its key), so the observer reports
  // it afresh: still within 600 px of the screen after a short article means load another.
  const { ref: endRef } = useInView({
    rootMargin: '0px 0px 600px 0px',
    onChange: (inView) => {
      if (inView && status === 'idle') void loadNext();
    },
  });

  const onFirstView = useCallback((article: LoadedArticle, position: number) => {
    if (viewed.current.has(article.id)) return;
    viewed.current.add(article.id);
    track(ANALYTICS_EVENTS.infiniteScrollView, { slug: article.slug, path: article.path, position });
  }, [track]);

  return (
    <div className={styles.more}>
      {articles.map((article, i) => (
        <NextArticle key={article.id} article={article} previous={articles[i - 1] ?? first} position={i + 1} onFirstView={onFirstView} />
      ))}
      <div key={articles.length} ref={endRef} className={styles.end} aria-hidden="true" />
      {/* Always in the page, so screen readers announce the text when it changes. */}
      <p role="status" className={status === 'loading' ? styles.status : styles.quiet}>
        {status === 'loading' ? 'Loading the next story…' : ''}
      </p>
      {status === 'failed' && (
        <p className={styles.status}>
          The next story did not load.{' '}
          <button type="button" className={styles.retry} onClick={() => void loadNext()}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
