import { HydratedButton } from '@/components/auth/HydratedButton';
import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import type { PlayerEpisode, PlayerLocation } from '@/lib/podcasts/player-episode';
import { loadPodcastPlayerBar } from './PodcastPlayerSlot';
import styles from './Podcasts.module.css';

/**
 * Starts the episode in the player bar; the bar keeps playing while the reader moves on. While this
 * episode plays it says Pause, as the bar does, and pauses it.
 */
export function PlayEpisodeButton({ episode, location }: { episode: PlayerEpisode; location: PlayerLocation }) {
  const { play, report, episode: current, status } = usePodcastPlayer();
  const playing = current?.uid === episode.uid && status === 'playing';
  // A reader about to press Play gets the player's chunk fetched a moment early.
  const warm = () => void loadPodcastPlayerBar();
  // Pause only says it is paused: the bar's player pauses its audio to match (no action of its own in every page's code).
  return (
    <HydratedButton className={styles.play} onPointerEnter={warm} onFocus={warm} onClick={() => (playing ? report('paused') : play(episode, location))}>
      <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
      {playing ? 'Pause' : 'Play'}
      <span className="visually-hidden"> {episode.title}</span>
    </HydratedButton>
  );
}
