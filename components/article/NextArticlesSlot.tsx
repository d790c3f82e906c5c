import { type ComponentType, useEffect, useState } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';
import type { ShownArticle } from '@/lib/articles/shown-article';

type Loaded = ComponentType<{ first: ShownArticle }>;

/**
 * Where infinite scroll goes. Its code (state, requests, the address-bar and analytics handling)
 * is fetched only as the reader nears the article's end, so it is not part of the article page's
 * first JavaScript; a reader who stops before the end never downloads it. A plain import(), as
 * for the newsletter block: next/dynamic's loader would cost about what it saves. If the chunk
 * cannot load, the page simply ends after its own story.
 */
export function NextArticlesSlot({ first }: { first: ShownArticle }) {
  const { ref, near } = useNearViewport('0px 0px 1200px 0px');
  const [loaded, setLoaded] = useState<{ Component: Loaded } | null>(null);
  useEffect(() => {
    if (!near) return;
    import('./NextArticles').then((module) => setLoaded({ Component: module.NextArticles })).catch(() => undefined);
  }, [near]);
  return loaded ? <loaded.Component first={first} /> : <div ref={ref} aria-hidden="true" />;
}
