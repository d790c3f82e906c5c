import { useLoadedComponent } from '@/hooks/useLoadedComponent';
import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import styles from './PodcastPlayerBar.module.css';

/** Fetches the player bar's chunk; also called ahead of a click (hover, focus) to warm it. */
export const loadPodcastPlayerBar = () => import('./PodcastPlayerBar').then((module) => module.PodcastPlayerBar);

/**
 * Where _app keeps the player bar: nothing until a play starts (SPEC §2), then the bar. The bar,
 * its audio player and its styles are a chunk of their own, fetched when the first play starts: a
 * reader who never plays a podcast downloads none of it (the article page's budget).
 */
export function PodcastPlayerSlot() {
  const { episode } = usePodcastPlayer();
  const bar = useLoadedComponent(loadPodcastPlayerBar, Boolean(episode));
  if (!episode) return null;
  if (bar && 'Component' in bar) return <bar.Component />;
  return (
    <section className={styles.bar} aria-label="Podcast player">
      <p className={styles.status} role={bar ? 'alert' : 'status'}>
        {bar ? 'The player could not load. Reload the page to listen.' : 'Loading...'}
      </p>
    </section>
  );
}
