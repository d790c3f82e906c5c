import { useEffect, useState } from 'react';

/**
 * `near` turns true the first time the element comes within `rootMargin` of the viewport, and stays
 * true: what the article page's lazy parts (comments, quiz, newsletters, next stories) wait for
 * before loading their code. Without IntersectionObserver it is true at once, so they still load.
 * Our own few lines, as react-intersection-observer cost every article page 1 KB of first-load
 * JavaScript for this one use (decision 319).
 */
export function useNearViewport(rootMargin: string): { ref: (element: Element | null) => void; near: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  const unobservable = element !== null && typeof IntersectionObserver === 'undefined';
  const near = seen || unobservable;
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return { ref: setElement, near };
}
