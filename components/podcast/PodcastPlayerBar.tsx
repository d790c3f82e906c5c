import { useState } from 'react';
import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import { useRoomAtPageEnd } from '@/hooks/useRoomAtPageEnd';
import { configuredPlayerTemplate } from '@/lib/podcasts/player-url';
import { AudioPlayer } from './AudioPlayer';
import { EmbedPlayer } from './EmbedPlayer';
import styles from './PodcastPlayerBar.module.css';

interface PodcastPlayerBarProps {
  /** The hosted player's URL template with `{uid}`; null plays the local audio files. */
  playerUrlTemplate?: string | null;
}

/**
 * The podcast player bar (SPEC §2), rendered once by _app so it outlives page changes. Nothing
 * at all until a play starts, so it moves nothing on the page before then.
 */
export function PodcastPlayerBar({ playerUrlTemplate = configuredPlayerTemplate }: PodcastPlayerBarProps) {
  const { episode, status, collapsed, playRequest, close, toggle, report } = usePodcastPlayer();
  // A callback ref in state, so the padding follows the bar as it appears and goes.
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const bodyId = 'podcast-player-controls';
  useRoomAtPageEnd('player', bar);

  if (!episode) return null;
  return (
    <section ref={setBar} className={styles.bar} aria-label="Podcast player">
      <div className={styles.top}>
        <p className={styles.now}>
          <span className={styles.series}>{episode.seriesTitle}</span>
          <span className={styles.title}>{episode.title}</span>
        </p>
        <p className={styles.status} role="status">
          {status === 'loading' ? 'Loading...' : status === 'error' ? 'This episode could not be played. Try again, or choose another episode.' : ''}
        </p>
        <button type="button" className={styles.icon} aria-expanded={!collapsed} aria-controls={bodyId} aria-label="Player controls" onClick={toggle}>
          <span aria-hidden="true">{collapsed ? '↑' : '↓'}</span>
        </button>
        <button type="button" className={styles.icon} aria-label="Close player" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* Hidden, not removed, when collapsed: the audio or frame keeps playing. */}
      <div id={bodyId} hidden={collapsed}>
        {playerUrlTemplate ? (
          <EmbedPlayer key={episode.uid} episode={episode} template={playerUrlTemplate} report={report} />
        ) : (
          <AudioPlayer key={episode.uid} episode={episode} status={status} playRequest={playRequest} report={report} />
        )}
      </div>
    </section>
  );
}
