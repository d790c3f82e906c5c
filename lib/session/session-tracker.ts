import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { readStored, removeStored, writeStored } from '@/lib/storage/browser-storage';
import { claimSession, parseSessionRecord, type SessionRecord } from './session-record';
import { captureUtm } from './utm-data';

export const SESSION_KEY = 'panui.session';
export const TAB_ID_KEY = 'panui.tabId';
/** Activity writes storage at most this often: mousemove fires dozens of times a second. */
export const ACTIVITY_THROTTLE_MS = 10_000;
export const ACTIVITY_EVENTS = ['click', 'scroll', 'keydown', 'mousemove'] as const;
const TRACK_URL = '/api/analytics/track-event';

export interface SessionTrackerOptions {
  /** SPEC §6: sessions are tracked only for users with an email. */
  email: string;
  /** The URL and referrer the reader landed with, before any client-side navigation. */
  landing: { url: string; referrer: string };
  now?: () => number;
  /** This tab's id; by default one kept in sessionStorage for the tab's life. */
  tabId?: string;
  /** Sends the session_end body as the page goes away. */
  send?: (body: string) => void;
}

function randomId(): string {
  // randomUUID exists only in secure contexts (https, localhost); a LAN address over http has none.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function ownTabId(): string {
  const stored = readStored(TAB_ID_KEY, 'session');
  if (typeof stored === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  writeStored(TAB_ID_KEY, id, 'session');
  return id;
}

/** SPEC §7: a beacon, falling back to a fetch with keepalive when the browser refuses or lacks one. */
export function sendOnUnload(body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_URL, body)) return;
  } catch {
    // Some browsers throw on a beacon during unload; the fetch below still goes.
  }
  void fetch(TRACK_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}

const loadRecord = () => parseSessionRecord(readStored(SESSION_KEY));

/**
 * Tracks the reader's session in this tab (SPEC §4) until the returned stop() or the page's
 * unload: claims or resumes the session, refreshes its last activity on click, scroll, keydown
 * and mousemove (throttled), and at the end sends session_end and clears the record. Only the
 * tab named in the record tracks; the others stay quiet until that tab has been silent past the
 * activity threshold.
 */
export function startSessionTracking({ email, landing, now = Date.now, tabId = ownTabId(), send = sendOnUnload }: SessionTrackerOptions): () => void {
  let lastWrite = 0;
  let stopped = false;

  const endSession = (record: SessionRecord, reason: 'unload' | 'timeout' | 'signed_out') => {
    const { sessionId, sessionStartTime, lastActivity, utmData } = record;
    const eventData = { sessionId, sessionStartTime, lastActivity, durationMs: lastActivity - sessionStartTime, reason, logged_in: true, ...utmData };
    send(JSON.stringify({ eventName: ANALYTICS_EVENTS.sessionEnd, eventData: JSON.stringify(eventData), email }));
  };

  /** Claims, resumes or refreshes the session; true when this tab tracks it. */
  const touch = (): boolean => {
    const at = now();
    const existing = loadRecord();
    const claim = claimSession(existing, { tabId, now: at, utm: captureUtm(landing.url, landing.referrer), newId: randomId });
    if (claim.kind === 'elsewhere') return false;
    // A session of this tab that lapsed after 24 idle hours ends before the new one starts.
    if (claim.kind === 'started' && existing && existing.tabId === tabId) endSession(existing, 'timeout');
    writeStored(SESSION_KEY, claim.record);
    lastWrite = at;
    return true;
  };

  const onActivity = () => {
    if (now() - lastWrite >= ACTIVITY_THROTTLE_MS) touch();
  };

  const end = (reason: 'unload' | 'signed_out') => {
    if (stopped) return;
    stopped = true;
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, true);
    window.removeEventListener('pagehide', onPageHide);
    const record = loadRecord();
    if (record && record.tabId === tabId) {
      endSession(record, reason);
      removeStored(SESSION_KEY);
    }
  };
  const onPageHide = () => end('unload');

  touch();
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  window.addEventListener('pagehide', onPageHide);
  return () => end('signed_out');
}
