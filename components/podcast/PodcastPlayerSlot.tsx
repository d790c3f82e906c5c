import dynamic from 'next/dynamic';
import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import styles from './PodcastPlayerBar.module.css';

/** Fetches the player bar's chunk; also called ahead of a click (hover, focus) to warm it. */
export const loadPodcastPlayerBar = () => import('./PodcastPlayerBar').then((module) => module.PodcastPlayerBar);

// The bar, its audio player and its styles are a chunk of their own, fetched when the first play
// starts: a reader who never plays a podcast downloads none of it (the article page's budget).
const PodcastPlayerBar = dynamic(loadPodcastPlayerBar, {
  ssr: false,
  loading: () => (
    <section className={styles.bar} aria-label="Podcast player">
      <p className={styles.status} role="status">
        Loading...
      </p>
    </section>
  ),
});

/** Where _app keeps the player bar: nothing until a play starts (SPEC §2), then the bar. */
export function PodcastPlayerSlot() {
  const { episode } = usePodcastPlayer();
  return episode ? <PodcastPlayerBar /> : null;
}
