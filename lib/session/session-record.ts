import { isRecord } from '@/lib/storage/browser-storage';
import { parseUtm, type UtmData } from './utm-data';

/** SPEC §9: a session ends after 24 hours without activity. */
export const SESSION_TIMEOUT_MS = 24 * 60 * 60 * 1000;
/**
 * SPEC §9's activity threshold (5 minutes). Used for one thing: a session whose tracking tab has
 * shown no activity for this long may be taken over by another tab, so a tab that crashed
 * without its unload does not leave the session untracked for a day.
 */
export const ACTIVITY_THRESHOLD_MS = 5 * 60 * 1000;

/** SPEC §3 Session record. */
export interface SessionRecord {
  sessionId: string;
  lastActivity: number;
  sessionStartTime: number;
  /** True for the page view that started the session; false once it is resumed or refreshed. */
  isNewSession: boolean;
  /** The tab that tracks this session (SPEC §4: only one tab does). */
  tabId: string;
  utmData: UtmData;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

export function parseSessionRecord(value: unknown): SessionRecord | null {
  if (!isRecord(value)) return null;
  const { sessionId, lastActivity, sessionStartTime, isNewSession, tabId } = value;
  const utmData = parseUtm(value.utmData);
  if (!isId(sessionId) || !isTime(lastActivity) || !isTime(sessionStartTime) || typeof isNewSession !== 'boolean' || !isId(tabId) || !utmData) return null;
  if (sessionStartTime > lastActivity) return null;
  return { sessionId, lastActivity, sessionStartTime, isNewSession, tabId, utmData };
}

export const isExpired = (record: SessionRecord, now: number) => now - record.lastActivity > SESSION_TIMEOUT_MS;

export type SessionClaim =
  | { kind: 'started'; record: SessionRecord }
  | { kind: 'resumed'; record: SessionRecord }
  /** Another tab tracks this session: this tab does nothing. */
  | { kind: 'elsewhere' };

/**
 * What a tab does with the stored session when it starts tracking (SPEC §4): a new session when
 * there is none or the last activity is more than 24 hours old; its own session resumed; a
 * live session of another tab left alone, unless that tab has been silent past the threshold.
 */
export function claimSession(existing: SessionRecord | null, tab: { tabId: string; now: number; utm: UtmData; newId(): string }): SessionClaim {
  const { tabId, now } = tab;
  if (!existing || isExpired(existing, now)) {
    return { kind: 'started', record: { sessionId: tab.newId(), lastActivity: now, sessionStartTime: now, isNewSession: true, tabId, utmData: tab.utm } };
  }
  if (existing.tabId !== tabId && now - existing.lastActivity <= ACTIVITY_THRESHOLD_MS) return { kind: 'elsewhere' };
  return { kind: 'resumed', record: { ...existing, tabId, lastActivity: now, isNewSession: false } };
}
