import { createContext, type ReactNode, useCallback, useMemo, useReducer, useRef } from 'react';
import { useAnalytics } from '@/hooks/useAnalytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import type { PlayerEpisode, PlayerLocation } from '@/lib/podcasts/player-episode';

/** `ready`: a hosted player has loaded; whether it plays is up to the reader inside its frame. */
export type PlayerStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';

export interface PodcastPlayerState {
  /** Null until a play starts and after the bar is closed: the bar is hidden then. */
  episode: PlayerEpisode | null;
  status: PlayerStatus;
  collapsed: boolean;
  /** Counts play requests, so pressing Play again on the current episode resumes it. */
  playRequest: number;
}

export interface PodcastPlayerContextValue extends PodcastPlayerState {
  play(episode: PlayerEpisode, location: PlayerLocation): void;
  close(): void;
  toggle(): void;
  /** The player reports what its audio or frame is doing. */
  report(status: PlayerStatus): void;
}

export const PodcastPlayerContext = createContext<PodcastPlayerContextValue | null>(null);

type Action = { type: 'play'; episode: PlayerEpisode } | { type: 'close' } | { type: 'toggle' } | { type: 'report'; status: PlayerStatus };

const initialState: PodcastPlayerState = { episode: null, status: 'loading', collapsed: false, playRequest: 0 };

function assertNever(value: never): never {
  throw new Error(`Unexpected player action: ${JSON.stringify(value)}`);
}

function reducer(state: PodcastPlayerState, action: Action): PodcastPlayerState {
  switch (action.type) {
    case 'play': {
      const same = state.episode?.uid === action.episode.uid;
      // Already playing: no 'playing' event will come to end a Loading state.
      const status = same && state.status === 'playing' ? 'playing' : 'loading';
      return { ...state, episode: action.episode, status, collapsed: same ? state.collapsed : false, playRequest: state.playRequest + 1 };
    }
    case 'close':
      return { ...initialState, playRequest: state.playRequest };
    case 'toggle':
      return state.episode ? { ...state, collapsed: !state.collapsed } : state;
    case 'report':
      // A closed player's last events (pause, emptied) change nothing.
      return state.episode && state.status !== action.status ? { ...state, status: action.status } : state;
    default:
      return assertNever(action);
  }
}

/**
 * The podcast player's state (SPEC §2), above the pages so playback survives client-side
 * navigation. Starting an episode reports series, episode and where it was started to analytics;
 * pressing Play again on the current episode only resumes it.
 */
export function PodcastPlayerProvider({ children }: { children: ReactNode }) {
  const { track } = useAnalytics();
  const [state, dispatch] = useReducer(reducer, initialState);
  // Read synchronously in play(), so two quick presses report one start.
  const currentUid = useRef<string | null>(null);

  const play = useCallback(
    (episode: PlayerEpisode, location: PlayerLocation) => {
      const isNew = currentUid.current !== episode.uid;
      currentUid.current = episode.uid;
      dispatch({ type: 'play', episode });
      if (isNew) track(ANALYTICS_EVENTS.podcastPlay, { series: episode.seriesSlug, episode: episode.uid, player_location: location });
    },
    [track],
  );
  const close = useCallback(() => {
    currentUid.current = null;
    dispatch({ type: 'close' });
  }, []);
  const toggle = useCallback(() => dispatch({ type: 'toggle' }), []);
  const report = useCallback((status: PlayerStatus) => dispatch({ type: 'report', status }), []);

  const value = useMemo(() => ({ ...state, play, close, toggle, report }), [state, play, close, toggle, report]);
  return <PodcastPlayerContext.Provider value={value}>{children}</PodcastPlayerContext.Provider>;
}
