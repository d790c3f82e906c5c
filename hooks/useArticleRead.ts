import { useEffect } from 'react';
import type { ShownArticle } from '@/lib/articles/shown-article';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { recordArticleRead } from '@/lib/reading-history/record-article-read';
import { useAnalytics } from './useAnalytics';

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

/**
 * Once per article page (after hydration, never on the server): the reading history and the
 * gate's count in browser storage, and the view_post event (SPEC §9) with the article's fields.
 */
export function useArticleRead(article: ShownArticle): void {
  const { track } = useAnalytics();
  const { id } = article;
  useEffect(() => {
    recordArticleRead({ id: article.id, slug: article.slug, categories: slugs(article.categories), authors: slugs(article.authors), tags: slugs(article.tags) }, Date.now());
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
}
