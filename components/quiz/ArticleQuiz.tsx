import { type ComponentType, useEffect, useState } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';

type Section = ComponentType<{ articleId: number }>;

/**
 * The quiz that goes with an article, below it. Its code and the question whether there is one
 * (GET /api/quizzes/for-article) wait until the reader nears the article's end, so the article
 * page's server render and first JavaScript stay as they were; most articles have none and show
 * nothing. A plain import(), as for the newsletter block and infinite scroll.
 */
export function ArticleQuiz({ articleId }: { articleId: number }) {
  const { ref, near } = useNearViewport('600px 0px');
  const [loaded, setLoaded] = useState<{ Component: Section } | null>(null);
  useEffect(() => {
    if (!near) return;
    import('./ArticleQuizSection').then((module) => setLoaded({ Component: module.ArticleQuizSection })).catch(() => undefined);
  }, [near]);
  return loaded ? <loaded.Component articleId={articleId} /> : <div ref={ref} aria-hidden="true" />;
}
