import { useEffect } from 'react';
import type { ShownArticle } from '@/lib/articles/shown-article';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { isSignedIn } from '@/lib/auth/reader-name';
import { isCountingOff } from '@/lib/gate/article-gate-store';
import { recordArticleRead } from '@/lib/reading-history/record-article-read';
import { useAnalytics } from './useAnalytics';
import { useAuth } from './useAuth';

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

/**
 * Once per article page (after hydration, never on the server): the reading history and the
 * gate's count in browser storage, and the view_post event (SPEC §9) with the article's fields.
 */
export function useArticleRead(article: ShownArticle): void {
  const { track } = useAnalytics();
  const { user } = useAuth();
  const uid = isSignedIn(user) ? user.uid : null;
  const { id } = article;
  useEffect(() => {
    const read = { slug: article.slug, categories: slugs(article.categories), authors: slugs(article.authors), tags: slugs(article.tags) };
    recordArticleRead({ id: article.id, ...read }, Date.now());
    track(ANALYTICS_EVENTS.viewPost, {
      id: article.id,
      slug: article.slug,
      title: article.title,
      date: article.publishedAt,
      author: article.authors[0] ?? null,
      additional_authors: article.authors.slice(1),
      categories: slugs(article.categories),
      tags: slugs(article.tags),
      layouts: article.layouts,
    });
    // Once per article id: a re-render of the same story is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the other fields belong to this id
  }, [id, track]);

  // Counted with the account too, under the reader's yes (decision 296); loaded only for members.
  useEffect(() => {
    if (!uid || isCountingOff(Date.now())) return;
    const read = { slug: article.slug, categories: slugs(article.categories), authors: slugs(article.authors), tags: slugs(article.tags) };
    import('@/lib/reading-history/account-reading-history')
      .then((account) => account.recordReadOnAccount(uid, read))
      .catch((error: unknown) => console.error('Counting the read with your account failed', error));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per article id and member, as above
  }, [id, uid]);
}
