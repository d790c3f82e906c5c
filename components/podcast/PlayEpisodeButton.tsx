import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import type { PlayerEpisode, PlayerLocation } from '@/lib/podcasts/player-episode';
import { loadPodcastPlayerBar } from './PodcastPlayerSlot';
import styles from './Podcasts.module.css';

/** Starts the episode in the player bar; the bar keeps playing while the reader moves on. */
export function PlayEpisodeButton({ episode, location }: { episode: PlayerEpisode; location: PlayerLocation }) {
  const { play } = usePodcastPlayer();
  // A reader about to press Play gets the player's chunk fetched a moment early.
  const warm = () => void loadPodcastPlayerBar();
  return (
    <button type="button" className={styles.play} onPointerEnter={warm} onFocus={warm} onClick={() => play(episode, location)}>
      <span aria-hidden="true">▶ </span>Play<span className="visually-hidden"> {episode.title}</span>
    </button>
  );
}
