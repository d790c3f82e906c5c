import type { PlayerStatus } from '@/context/PodcastPlayerProvider';
import type { PlayerEpisode } from '@/lib/podcasts/player-episode';
import { embedUrl } from '@/lib/podcasts/player-url';
import styles from './PodcastPlayerBar.module.css';

/** SPEC §9: the hosted player's frame is 200 pixels high. */
export const EMBED_HEIGHT = 200;

/** The hosted podcast player, embedded by episode uid (SPEC §2); it brings its own controls. */
export function EmbedPlayer({ episode, template, report }: { episode: PlayerEpisode; template: string; report(status: PlayerStatus): void }) {
  return (
    <iframe
      className={styles.embed}
      src={embedUrl(template, episode.uid)}
      title={`Podcast player: ${episode.title}`}
      height={EMBED_HEIGHT}
      width="100%"
      allow="autoplay; encrypted-media"
      onLoad={() => report('ready')}
    />
  );
}
