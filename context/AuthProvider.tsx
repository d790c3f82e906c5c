import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { reportClientError } from '@/lib/api/report-client-error';
import { clearUniqueId } from '@/lib/analytics/unique-id';
import { type AuthClient, type AuthServer, type AuthServices, type AuthUser, loadBrowserAuth } from '@/lib/auth/auth-client';
import { hadAuthUser, rememberAuthUser, sessionNamesNobody, whenAuthStarts } from '@/lib/auth/auth-presence';
import { loadMemberWithRetry } from '@/lib/auth/load-member';
import { forgetSessionCookie, markSessionCookie, sessionCookieIsFresh } from '@/lib/auth/session-mark';
import type { Member } from '@/lib/schemas/member';

/** SPEC §9: the ID token is refreshed every 10 minutes. */
export const TOKEN_REFRESH_MS = 10 * 60 * 1000;

export interface AuthState {
  /** authenticating until the first auth result has been handled (SPEC §4). */
  status: 'authenticating' | 'resolved';
  user: AuthUser | null;
  member: Member | null;
}

export interface AuthContextValue extends AuthState {
  signOut(): Promise<void>;
  /** After the account changed under the same user (upgrade, new member row): renews the session cookie and reloads the member. */
  reloadMember(): Promise<Member | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

const report = (what: string) => (error: unknown) => reportClientError(what, error);

/** POST /api/auth/login: the server sets the session cookie from the user's ID token. */
async function sendSignIn(server: AuthServer, user: AuthUser, forceRefresh = false): Promise<void> {
  await server
    .postLogin(await user.getIdToken(forceRefresh))
    .then(() => markSessionCookie(user.uid))
    .catch(report('Sending the sign-in to the server failed'));
}

/**
 * No Firebase user yet: a session cookie may still name one (SPEC §4, §7 GET /api/auth/auth). A
 * refused cookie or a failed custom-token sign-in ends the session; a server or network failure
 * leaves the cookie for the next page to try again.
 */
async function restoreFromSessionCookie(client: AuthClient, server: AuthServer): Promise<boolean> {
  const endSession = () => server.signOutSession().catch(report('Clearing a stale session failed'));
  let answer;
  try {
    answer = await server.fetchAuthStatus();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await endSession();
    else reportClientError('Restoring the session failed', error);
    return false;
  }
  if (answer.status !== 'authenticated') return false;
  try {
    await client.signInWithCustomToken(answer.customToken);
    return true;
  } catch {
    await endSession();
    return false;
  }
}

const SIGNED_OUT: AuthState = { status: 'resolved', user: null, member: null };

interface AuthProviderProps {
  children: ReactNode;
  /** Loads Firebase Auth and the server calls; tests hand in their own, as with the two below. */
  load?: () => Promise<AuthServices>;
  /** Whether the server says no session cookie names anyone (asked before loading Firebase). */
  sessionIsEmpty?: () => Promise<boolean>;
  /** Calls back once some page has started Firebase Auth (a sign-in form, an anonymous donation). */
  whenStarted?: (listener: () => void) => () => void;
}

export function AuthProvider({ children, load = loadBrowserAuth, sessionIsEmpty = sessionNamesNobody, whenStarted = whenAuthStarts }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'authenticating', user: null, member: null });
  const services = useRef<AuthServices | null>(null);
  const userRef = useRef<AuthUser | null>(null);
  // Each auth event gets a number; the work of an older event stops once a newer one arrives.
  const event = useRef(0);

  useEffect(() => {
    let unsubscribe = () => {};
    let stopWaiting = () => {};
    let closed = false;
    let started = false;
    let first = true;
    const handle = async ({ client, server }: AuthServices, user: AuthUser | null, isFirst: boolean, isCurrent: () => boolean) => {
      const previous = userRef.current;
      userRef.current = user;
      rememberAuthUser(Boolean(user));
      if (!user) {
        forgetSessionCookie();
        if (previous) clearUniqueId();
        if (isFirst && (await restoreFromSessionCookie(client, server))) return; // its sign-in is the next event
        if (isCurrent()) setState(SIGNED_OUT);
        return;
      }
      setState((current) => ({ ...current, user }));
      // A page load of a reader already signed in keeps a cookie set within the hour; a sign-in sets it.
      if (!(isFirst && sessionCookieIsFresh(user.uid))) await sendSignIn(server, user);
      const member = user.isAnonymous ? null : await loadMemberWithRetry(user, server.loadMember, isCurrent);
      if (isCurrent()) setState({ status: 'resolved', user, member });
    };
    const start = () => {
      if (started || closed) return;
      started = true;
      load()
        .then((loaded) => {
          if (closed) return;
          services.current = loaded;
          unsubscribe = loaded.client.onAuthStateChanged((user) => {
            const id = ++event.current;
            const isFirst = first;
            first = false;
            void handle(loaded, user, isFirst, () => !closed && event.current === id).catch(report('Handling a sign-in failed'));
          });
        })
        .catch((error: unknown) => {
          reportClientError('Firebase Auth could not start', error);
          if (!closed) setState(SIGNED_OUT);
        });
    };
    if (hadAuthUser()) start();
    else {
      // A reader new to this browser: signed out unless a session cookie says otherwise, and
      // Firebase waits until a page needs it. Its first event then is not a page load's, so a
      // session cookie is not asked about twice.
      void sessionIsEmpty()
        .catch(() => false)
        .then((empty) => {
          if (closed || started) return;
          if (!empty) return start();
          first = false;
          setState(SIGNED_OUT);
          stopWaiting = whenStarted(start);
        });
    }
    return () => {
      closed = true;
      stopWaiting();
      unsubscribe();
    };
  }, [load, sessionIsEmpty, whenStarted]);

  const { user } = state;
  useEffect(() => {
    if (!user) return;
    const timer = setInterval(() => void user.getIdToken(true).catch(report('Refreshing the sign-in failed')), TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [user]);

  const signOut = useCallback(async () => {
    const loaded = services.current;
    if (!loaded) return; // nobody can be signed in before Firebase has started
    const uid = userRef.current?.uid;
    event.current += 1; // whatever the old user's events were doing no longer applies
    await loaded.server.signOutSession(uid).catch(report('Signing out on the server failed'));
    userRef.current = null;
    await loaded.client.signOut();
    forgetSessionCookie();
    clearUniqueId();
    setState(SIGNED_OUT);
  }, []);

  const reloadMember = useCallback(async () => {
    const current = userRef.current;
    const server = services.current?.server;
    if (!current || current.isAnonymous || !server) return null;
    await sendSignIn(server, current, true);
    const member = await loadMemberWithRetry(current, server.loadMember, () => userRef.current === current);
    if (userRef.current === current) setState({ status: 'resolved', user: current, member });
    return member;
  }, []);

  const value = useMemo(() => ({ ...state, signOut, reloadMember }), [state, signOut, reloadMember]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
