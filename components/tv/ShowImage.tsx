import type { TvShowCard } from '@/lib/schemas/watchlist';

/**
 * A show's 16:9 image at a fixed size, so the page does not shift as it loads. Beside the show's
 * title (lists) it is decoration; on the show's own page it is described.
 */
export function ShowImage({ show, width, described = false }: { show: Pick<TvShowCard, 'title' | 'imageUrl'>; width: number; described?: boolean }) {
  if (!show.imageUrl) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small local SVGs need no image optimisation
    <img src={show.imageUrl} alt={described ? `Title card of ${show.title}` : ''} width={width} height={Math.round((width * 9) / 16)} loading="lazy" />
  );
}
