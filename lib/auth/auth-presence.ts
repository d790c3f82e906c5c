// Firebase Auth is the largest script a page runs (decision 107). A reader who has never signed in
// on this browser has nothing for it to restore, so a page starts it only when this browser has
// had a Firebase user, when the server says a session cookie names someone, or when a page needs
// it (sign-in, sign-up, an anonymous donation), which announces it here.
const KEY = 'panui.hadAuthUser';

/** Whether this browser has had a Firebase user (anonymous ones too) since it last had none. */
export function hadAuthUser(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return true; // no storage to ask: start Firebase, as every page did before
  }
}

export function rememberAuthUser(had: boolean): void {
  try {
    if (had) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage every page starts Firebase, which is still correct.
  }
}

/**
 * GET /api/auth/auth with plain fetch (the API client is not loaded yet): true only when the
 * server answered that no session cookie names anyone. Anything else (a cookie, a refused cookie,
 * a failure) is for Firebase's full start to handle.
 */
export async function sessionNamesNobody(): Promise<boolean> {
  try {
    const answer = await fetch('/api/auth/auth', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!answer.ok) return false;
    const body = (await answer.json()) as { data?: { status?: unknown } } | null;
    return body?.data?.status === 'unauthenticated';
  } catch {
    return false;
  }
}

let started = false;
const listeners = new Set<() => void>();

/** Called when the browser's Firebase Auth is created, by whichever code needed it first. */
export function announceAuthStarted(): void {
  if (started) return;
  started = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/**
 * Calls `listener` once Firebase Auth has been created on this page (at once if it has), or when
 * another tab of this browser has had a user; answers an unsubscribe.
 */
export function whenAuthStarts(listener: () => void): () => void {
  if (started) {
    listener();
    return () => {};
  }
  const otherTab = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue === '1') listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', otherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', otherTab);
  };
}
