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

/** Firebase Auth, loaded after the page is interactive so it never delays the first paint. */
export async function loadFirebaseAuthClient(): Promise<AuthClient> {
  const [{ clientAuth }, firebaseAuth] = await Promise.all([import('./firebase-client'), import('firebase/auth')]);
  const auth = clientAuth();
  return {
    onAuthStateChanged: (listener) => firebaseAuth.onAuthStateChanged(auth, listener),
    signInWithCustomToken: (token) => firebaseAuth.signInWithCustomToken(auth, token),
    signOut: () => firebaseAuth.signOut(auth),
  };
}
