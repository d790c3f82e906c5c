import type { fetchAuthStatus, postLogin, signOutSession } from '@/lib/api/auth-session';
import type { Member } from '@/lib/schemas/member';
import type { ProfileUser } from './load-member';

/** What the app needs of a Firebase user; Firebase's `User` has this shape. */
export interface AuthUser extends ProfileUser {
  isAnonymous: boolean;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/** What AuthProvider needs of Firebase Auth, so tests can hand in their own. */
export interface AuthClient {
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  signInWithCustomToken(token: string): Promise<unknown>;
  signOut(): Promise<void>;
}

/** The server calls AuthProvider makes. */
export interface AuthServer {
  fetchAuthStatus: typeof fetchAuthStatus;
  postLogin: typeof postLogin;
  signOutSession: typeof signOutSession;
  loadMember: (uid: string) => Promise<Member>;
}

export interface AuthServices {
  client: AuthClient;
  server: AuthServer;
}

/**
 * Firebase Auth and our API client, loaded after the page is interactive: neither is needed to
 * read an article, and together they are the largest scripts a page would carry.
 */
export function loadBrowserAuth(): Promise<AuthServices> {
  const loading = startBrowserAuth();
  // A page that calls our API as it opens has the client loaded already: its calls wait for Firebase.
  void import('@/lib/api/tsom-client').then(({ waitForTokenSource }) => waitForTokenSource(loading), () => undefined);
  return loading;
}

async function startBrowserAuth(): Promise<AuthServices> {
  const [{ clientAuth }, firebaseAuth, session, members] = await Promise.all([
    import('./firebase-client'),
    import('firebase/auth'),
    import('@/lib/api/auth-session'),
    import('@/lib/api/members'),
  ]);
  const auth = clientAuth();
  return {
    client: {
      onAuthStateChanged: (listener) => firebaseAuth.onAuthStateChanged(auth, listener),
      signInWithCustomToken: (token) => firebaseAuth.signInWithCustomToken(auth, token),
      signOut: () => firebaseAuth.signOut(auth),
    },
    server: {
      fetchAuthStatus: session.fetchAuthStatus,
      postLogin: session.postLogin,
      signOutSession: session.signOutSession,
      loadMember: members.getMemberByUid,
    },
  };
}
