import { useLoadedComponent } from '@/hooks/useLoadedComponent';
import { useNearViewport } from '@/hooks/useNearViewport';
import type { ShownArticle } from '@/lib/articles/shown-article';

const loadNextArticles = () => import('./NextArticles').then((module) => module.NextArticles);

/**
 * Where infinite scroll goes. Its code (state, requests, the address-bar and analytics handling)
 * is fetched only as the reader nears the article's end, so it is not part of the article page's
 * first JavaScript; a reader who stops before the end never downloads it. If the chunk cannot
 * load, the page simply ends after its own story.
 */
export function NextArticlesSlot({ first }: { first: ShownArticle }) {
  const { ref, near } = useNearViewport('0px 0px 1200px 0px');
  const loaded = useLoadedComponent(loadNextArticles, near);
  return loaded && 'Component' in loaded ? <loaded.Component first={first} /> : <div ref={ref} aria-hidden="true" />;
}
