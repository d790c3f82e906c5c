import { type RefObject, useEffect, useRef } from 'react';
import type { PlayerStatus } from '@/context/PodcastPlayerProvider';
import type { PlayerEpisode } from '@/lib/podcasts/player-episode';
import { saveResumePosition } from '@/lib/podcasts/resume-position';

/** Stops the element for good: no sound, no source, nothing left downloading. */
export function stopAudio(audio: HTMLAudioElement): void {
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
}

/** A refused or interrupted play() is an answer too: autoplay blocked leaves the reader a Play button. */
export function startAudio(audio: HTMLAudioElement, report: (status: PlayerStatus) => void): void {
  Promise.resolve(audio.play()).catch((error: unknown) => {
    const name = error instanceof Error ? error.name : '';
    if (name === 'AbortError') return; // a newer load() or pause() took over
    report(name === 'NotAllowedError' ? 'paused' : 'error');
  });
}

/**
 * Gives the element its episode and plays it on every play request; when the episode changes or
 * the player goes, keeps the reader's place and stops the element (SPEC §2: close clears the source).
 */
export function useAudioElement(audioRef: RefObject<HTMLAudioElement | null>, episode: PlayerEpisode, playRequest: number, report: (status: PlayerStatus) => void) {
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  }, [report]);

  const { uid, audioUrl, durationSeconds } = episode;
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.src = audioUrl;
    return () => {
      if (audio.currentTime > 0) saveResumePosition(uid, audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : durationSeconds);
      stopAudio(audio);
    };
  }, [audioRef, uid, audioUrl, durationSeconds]);

  useEffect(() => {
    const audio = audioRef.current;
    if (audio && playRequest > 0) startAudio(audio, reportRef.current);
  }, [audioRef, audioUrl, playRequest]);
}
