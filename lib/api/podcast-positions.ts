import type { PodcastPosition, PodcastPositionSaveBody, PodcastPositionSaved } from '@/lib/schemas/podcast-positions';
import { currentToken, postTsom } from './tsom-client';

/** Where the signed-in member left the episode, on any device. */
export const getPodcastPosition = (episodeUid: string) => postTsom<PodcastPosition>('/podcast-positions/get', { body: { episodeUid } });

export const savePodcastPosition = (body: PodcastPositionSaveBody) => postTsom<PodcastPositionSaved>('/podcast-positions/save', { body });

/**
 * The save for a page being hidden or closed: a keepalive fetch outlives the page (sendBeacon
 * cannot carry the bearer token), sent at once with a token fetched earlier, as the page may not
 * wait for another.
 */
export function savePodcastPositionOnLeaving(body: PodcastPositionSaveBody, token: string): void {
  void fetch('/api/tsom/podcast-positions/save', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => {
    // The page is going: the place kept in this browser is still there for the next play here.
  });
}

export { currentToken };
