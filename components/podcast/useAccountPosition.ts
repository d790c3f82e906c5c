import { useCallback, useContext, useEffect, useRef } from 'react';
import { AuthContext } from '@/context/AuthProvider';
import { isSignedIn } from '@/lib/auth/reader-name';
import { currentToken, getPodcastPosition, savePodcastPosition, savePodcastPositionOnLeaving } from '@/lib/api/podcast-positions';
import { FINISHED_WITHIN_SECONDS } from '@/lib/podcasts/resume-position';

/** A signed-in member's place is sent to their account at most this often while playing (decision 295). */
export const ACCOUNT_SAVE_EVERY_MS = 15_000;

type Saving = { at: number; seconds: number };

/**
 * The member's place in an episode kept with their account, so another device resumes there:
 * fetched when the episode loads, saved every 15 s while playing, and at once on pause, on the
 * end (as 0, start over) and when the page is hidden. Visitors keep this browser's place only.
 */
export function useAccountPosition(episodeUid: string, durationSeconds: number, onAccountPlace: (seconds: number) => void) {
  // Read without useAuth's check: a player rendered outside the sign-in (its tests) is a visitor's.
  const user = useContext(AuthContext)?.user ?? null;
  const uid = isSignedIn(user) ? user.uid : null;
  const remote = useRef<{ uid: string; episodeUid: string; seconds: number } | null>(null);
  const lastSent = useRef<Saving>({ at: 0, seconds: -1 });
  const token = useRef<string | null>(null);
  // Until the account's place has been asked for, this device's start (often 0) is not news.
  const asked = useRef(false);
  const latest = useRef<{ seconds: number; duration: number } | null>(null);
  const onPlace = useRef(onAccountPlace);
  useEffect(() => {
    onPlace.current = onAccountPlace;
  }, [onAccountPlace]);

  useEffect(() => {
    remote.current = null;
    lastSent.current = { at: 0, seconds: -1 };
    latest.current = null;
    asked.current = false;
    if (!uid) return;
    let current = true;
    void currentToken().then((value) => {
      token.current = value;
    });
    getPodcastPosition(episodeUid)
      .then((kept) => {
        if (!current) return;
        asked.current = true;
        if (!kept.savedAt) return;
        remote.current = { uid, episodeUid, seconds: kept.positionSeconds };
        onPlace.current(kept.positionSeconds);
      })
      .catch((error: unknown) => {
        asked.current = true;
        console.error('Loading your place in the episode failed', error);
      });
    return () => {
      current = false;
    };
  }, [uid, episodeUid]);

  const bodyFor = useCallback(
    (seconds: number, duration: number) => {
      const known = Number.isFinite(duration) && duration > 0 ? duration : durationSeconds;
      // The end, or barely begun, is kept as 0: the next play, on any device, starts at the beginning.
      const place = seconds >= known - FINISHED_WITHIN_SECONDS || seconds < 1 ? 0 : Math.floor(seconds);
      return { episodeUid, positionSeconds: Math.min(place, Math.floor(known)), savedAt: Date.now() };
    },
    [episodeUid, durationSeconds],
  );

  /** `now`: on pause or the end rather than the 15 s tick. */
  const save = useCallback(
    (seconds: number, duration: number, now = false) => {
      if (!uid || !Number.isFinite(seconds)) return;
      latest.current = { seconds, duration };
      // A tick at the very start says nothing a pause or the end will not (decision 295).
      if (!now && (!asked.current || seconds < 1)) return;
      const body = bodyFor(seconds, duration);
      const sent = lastSent.current;
      if (body.positionSeconds === sent.seconds) return;
      if (!now && body.savedAt - sent.at < ACCOUNT_SAVE_EVERY_MS) return;
      lastSent.current = { at: body.savedAt, seconds: body.positionSeconds };
      remote.current = null; // this device's place is the newest now
      void currentToken().then((value) => {
        token.current = value;
      });
      savePodcastPosition(body).catch((error: unknown) => console.error('Saving your place in the episode failed', error));
    },
    [uid, bodyFor],
  );

  useEffect(() => {
    if (!uid) return;
    const onHidden = () => {
      const place = latest.current;
      if (document.visibilityState !== 'hidden' || !place || place.seconds < 1 || !asked.current || !token.current) return;
      const body = bodyFor(place.seconds, place.duration);
      if (body.positionSeconds === lastSent.current.seconds) return;
      lastSent.current = { at: body.savedAt, seconds: body.positionSeconds };
      savePodcastPositionOnLeaving(body, token.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    };
  }, [uid, bodyFor]);

  /** The account's place for this episode, once known; null for visitors and before it loads. */
  const accountPlace = useCallback(() => (remote.current && remote.current.uid === uid && remote.current.episodeUid === episodeUid ? remote.current.seconds : null), [uid, episodeUid]);

  return { save, accountPlace };
}
