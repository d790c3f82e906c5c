import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { PlayerStatus } from '@/context/PodcastPlayerProvider';
import type { PlayerEpisode } from '@/lib/podcasts/player-episode';
import { formatPlayTime, playTimeValueText } from '@/lib/podcasts/play-time';
import { FINISHED_WITHIN_SECONDS, forgetResumePosition, readResumePosition, saveResumePosition } from '@/lib/podcasts/resume-position';
import styles from './PodcastPlayerBar.module.css';
import { useAccountPosition } from './useAccountPosition';
import { startAudio, useAudioElement } from './useAudioElement';

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
export const SEEK_STEP_SECONDS = 15;
// Saving on every timeupdate (four a second) would write storage needlessly; the account gets
// a save every 15 s (useAccountPosition).
const SAVE_EVERY_SECONDS = 5;

interface AudioPlayerProps {
  episode: PlayerEpisode;
  status: PlayerStatus;
  playRequest: number;
  report(status: PlayerStatus): void;
}

/** The site's own player for the local audio files: play/pause, ±15 s, seek, speed and keys. */
export function AudioPlayer({ episode, status, playRequest, report }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(episode.durationSeconds);
  const [speed, setSpeed] = useState(1);
  const lastSaved = useRef(0);
  // Where the episode was started from once its length was known; null before.
  const startedFrom = useRef<number | null>(null);
  const speedId = useId();
  const seekId = useId();
  useAudioElement(audioRef, episode, playRequest, report);
  // Paused from outside the bar (the episode page's Pause reports it): the element follows. The
  // player's own reports of a pause find it paused already.
  useEffect(() => {
    const element = audioRef.current;
    if (status === 'paused' && element && !element.paused) element.pause();
  }, [status]);
  // The account's place arrives after the browser's: taken unless the reader has moved since.
  // Nothing (valid) to resume leaves the element where it is: a seek made before the metadata stands.
  const startFrom = (element: HTMLAudioElement, seconds: number, known: number) => {
    const resumable = seconds > 0 && seconds < known - FINISHED_WITHIN_SECONDS;
    startedFrom.current = resumable ? seconds : element.currentTime;
    if (!resumable || Math.abs(element.currentTime - seconds) < 1) return;
    element.currentTime = seconds;
    setTime(seconds);
    lastSaved.current = seconds;
  };
  const account = useAccountPosition(episode.uid, episode.durationSeconds, (seconds) => {
    const element = audioRef.current;
    const from = startedFrom.current;
    if (!element || from === null || Math.abs(element.currentTime - from) > 3) return;
    startFrom(element, seconds, Number.isFinite(element.duration) && element.duration > 0 ? element.duration : episode.durationSeconds);
  });

  const audio = () => audioRef.current;
  const active = status === 'playing' || status === 'loading';

  const togglePlay = () => {
    const element = audio();
    if (!element) return;
    if (active) element.pause();
    else startAudio(element, report);
  };
  const seekTo = (seconds: number) => {
    const element = audio();
    if (!element) return;
    const target = Math.min(Math.max(0, seconds), duration);
    element.currentTime = target;
    setTime(target);
  };
  const onSpeed = (event: ChangeEvent<HTMLSelectElement>) => {
    const rate = Number(event.target.value);
    setSpeed(rate);
    const element = audio();
    // The default rate too, so the speed outlasts a reload of the source.
    if (element) element.playbackRate = element.defaultPlaybackRate = rate;
  };

  const onLoadedMetadata = () => {
    const element = audio();
    if (!element) return;
    const known = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : episode.durationSeconds;
    setDuration(known);
    element.playbackRate = speed;
    startFrom(element, account.accountPlace() ?? readResumePosition(episode.uid), known);
  };
  const onDurationChange = () => {
    const known = audio()?.duration ?? Number.NaN;
    if (Number.isFinite(known) && known > 0) setDuration(known);
  };
  const onTimeUpdate = () => {
    const now = audio()?.currentTime ?? 0;
    setTime(now);
    if (Math.abs(now - lastSaved.current) >= SAVE_EVERY_SECONDS) {
      lastSaved.current = now;
      saveResumePosition(episode.uid, now, duration);
    }
    account.save(now, duration);
  };
  const onPause = () => {
    const element = audio();
    // A pause on the way to the end would re-save a place the 'ended' event is about to forget.
    if (element && !element.ended && element.currentTime > 0) {
      saveResumePosition(episode.uid, element.currentTime, duration);
      account.save(element.currentTime, duration, true);
    }
    report('paused');
  };
  const onEnded = () => {
    forgetResumePosition(episode.uid);
    account.save(duration, duration, true);
    report('ended');
  };

  // Space or k plays and pauses, arrows step 15 s, while focus is in the player. Buttons and the
  // speed list keep their own keys; the slider's arrows step 15 s rather than one second.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const tag = target.tagName;
    if (tag === 'SELECT') return;
    if (event.key === 'k' || event.key === 'K' || (event.key === ' ' && tag !== 'BUTTON')) {
      event.preventDefault();
      togglePlay();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      seekTo(time + (event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS));
    }
  };

  return (
    <div role="group" aria-label="Audio controls" className={styles.controls} onKeyDown={onKeyDown}>
      <audio
        ref={audioRef}
        preload="metadata"
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={onDurationChange}
        onTimeUpdate={onTimeUpdate}
        onWaiting={() => report('loading')}
        onPlaying={() => report('playing')}
        onPause={onPause}
        onEnded={onEnded}
        onError={() => report('error')}
      />
      <button type="button" className={styles.button} onClick={() => seekTo(time - SEEK_STEP_SECONDS)}>
        <span aria-hidden="true">«</span> 15<span className="visually-hidden"> seconds back</span>
      </button>
      <button type="button" className={`${styles.button} ${styles.primary}`} onClick={togglePlay}>
        {active ? 'Pause' : 'Play'}
      </button>
      <button type="button" className={styles.button} onClick={() => seekTo(time + SEEK_STEP_SECONDS)}>
        15 <span aria-hidden="true">»</span>
        <span className="visually-hidden"> seconds forward</span>
      </button>
      <label htmlFor={seekId} className="visually-hidden">
        Seek
      </label>
      <input
        id={seekId}
        className={styles.seek}
        type="range"
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(time)}
        aria-valuetext={playTimeValueText(time, duration)}
        onChange={(event) => seekTo(Number(event.target.value))}
      />
      <span className={styles.time} aria-hidden="true">
        {formatPlayTime(time)} / {formatPlayTime(duration)}
      </span>
      <span className={styles.speedLabel}>
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} className={styles.speed} value={speed} onChange={onSpeed}>
          {PLAYBACK_SPEEDS.map((rate) => (
            <option key={rate} value={rate}>
              {rate}×
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
