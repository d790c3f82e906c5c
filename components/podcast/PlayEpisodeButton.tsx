import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import type { PlayerEpisode, PlayerLocation } from '@/lib/podcasts/player-episode';
import styles from './Podcasts.module.css';

/** Starts the episode in the player bar; the bar keeps playing while the reader moves on. */
export function PlayEpisodeButton({ episode, location }: { episode: PlayerEpisode; location: PlayerLocation }) {
  const { play } = usePodcastPlayer();
  return (
    <button type="button" className={styles.play} onClick={() => play(episode, location)}>
      <span aria-hidden="true">▶ </span>Play<span className="visually-hidden"> {episode.title}</span>
    </button>
  );
}
