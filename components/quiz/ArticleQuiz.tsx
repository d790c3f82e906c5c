import { useLoadedComponent } from '@/hooks/useLoadedComponent';
import { useNearViewport } from '@/hooks/useNearViewport';

const loadQuizSection = () => import('./ArticleQuizSection').then((module) => module.ArticleQuizSection);

/**
 * The quiz that goes with an article, below it. Its code and the question whether there is one
 * (GET /api/quizzes/for-article) wait until the reader nears the article's end, so the article
 * page's server render and first JavaScript stay as they were; most articles have none and show
 * nothing.
 */
export function ArticleQuiz({ articleId }: { articleId: number }) {
  const { ref, near } = useNearViewport('600px 0px');
  const loaded = useLoadedComponent(loadQuizSection, near);
  return loaded && 'Component' in loaded ? <loaded.Component articleId={articleId} /> : <div ref={ref} aria-hidden="true" />;
}
