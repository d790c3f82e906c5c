import { useLoadedComponent } from '@/hooks/useLoadedComponent';
import type { ShownArticle } from '@/lib/articles/shown-article';

const loadArticleGate = () => import('./ArticleGate').then((module) => module.ArticleGate);

/**
 * Counts the article page's view and, for a visitor past the count, asks under the story
 * (ArticleGate). Its code, with the reading history's and the gate's, is fetched once the page
 * has hydrated: none of it is needed to show the story, so it is not in the first load.
 */
export function ArticleGatePrompt({ article }: { article: ShownArticle }) {
  const loaded = useLoadedComponent(loadArticleGate);
  return loaded && 'Component' in loaded ? <loaded.Component article={article} /> : null;
}
