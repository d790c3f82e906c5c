import { useEffect } from 'react';

/** The things fixed over the page's bottom edge; globals.css adds their rooms up below the body. */
export type PageEndOverlay = 'player' | 'question';

/**
 * Keeps the end of the page readable above a fixed overlay: from its top edge to the bottom of the
 * window becomes `--room-<name>`, which the body's bottom padding adds. Padding below everything
 * moves nothing already on screen (no layout shift), yet any line can be scrolled clear of it.
 */
export function useRoomAtPageEnd(name: PageEndOverlay, element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement.style;
    const fit = () => root.setProperty(`--room-${name}`, `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`);
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      root.removeProperty(`--room-${name}`);
    };
  }, [name, element]);
}
