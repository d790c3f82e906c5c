// Where each episode was left, so the next play starts there. One localStorage entry holding
// { [episode uid]: seconds }, the most recently saved last, cut to the newest MAX_REMEMBERED.
const STORAGE_KEY = 'panui.podcastResume';
const MAX_REMEMBERED = 50;
/** Closer to the end than this counts as finished: the next play starts from the beginning. */
export const FINISHED_WITHIN_SECONDS = 5;

type Positions = Record<string, number>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/** Whatever is stored is unknown: only finite, non-negative numbers under string keys survive. */
function readAll(): Positions {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const positions: Positions = {};
  for (const [uid, seconds] of Object.entries(parsed)) {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) positions[uid] = seconds;
  }
  return positions;
}

function writeAll(positions: Positions): void {
  const newest = Object.entries(positions).slice(-MAX_REMEMBERED);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Full or blocked storage only costs the reader their place; playback goes on.
  }
}

/** Seconds into the episode to start from; 0 when nothing (valid) is remembered. */
export function readResumePosition(uid: string): number {
  return readAll()[uid] ?? 0;
}

/** Remembers the position, or forgets it when the episode is (nearly) finished or barely begun. */
export function saveResumePosition(uid: string, seconds: number, durationSeconds: number): void {
  if (!Number.isFinite(seconds)) return;
  const finished = Number.isFinite(durationSeconds) && durationSeconds > 0 && seconds >= durationSeconds - FINISHED_WITHIN_SECONDS;
  if (finished || seconds < 1) {
    forgetResumePosition(uid);
    return;
  }
  const positions = readAll();
  delete positions[uid]; // re-added last, as the most recent
  positions[uid] = Math.floor(seconds);
  writeAll(positions);
}

export function forgetResumePosition(uid: string): void {
  const positions = readAll();
  if (!(uid in positions)) return;
  delete positions[uid];
  writeAll(positions);
}
