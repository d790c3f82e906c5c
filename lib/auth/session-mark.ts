// Each full page load fires Firebase's first auth event; sending /api/auth/login for every one of
// them made a Firebase session cookie per page and spent the per-address login limit of readers
// who share an address (an office, a mobile carrier). The cookie lasts days, so this browser
// notes when it last set one and sets it again at a sign-in, or on a page load an hour later.
const KEY = 'panui.sessionCookie';

/** How long a session cookie this browser set stays good enough for a page load to keep it. */
export const SESSION_COOKIE_REFRESH_MS = 60 * 60 * 1000;

export function sessionCookieIsFresh(uid: string, now = Date.now()): boolean {
  try {
    const mark = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { uid?: unknown; at?: unknown } | null;
    return mark?.uid === uid && typeof mark.at === 'number' && now - mark.at >= 0 && now - mark.at < SESSION_COOKIE_REFRESH_MS;
  } catch {
    return false; // no storage (private mode) or a bad value: set the cookie as before
  }
}

export function markSessionCookie(uid: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ uid, at: now }));
  } catch {
    // Without storage every page load sets the cookie, which is still correct.
  }
}

export function forgetSessionCookie(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
