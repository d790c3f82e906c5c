import { getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { setTokenSource } from '@/lib/api/tsom-client';
import { announceAuthStarted } from './auth-presence';

// A build without a Firebase web API key talks to the Auth emulator, which the site's own server
// passes through on its origin (lib/server/auth/emulator-proxy.ts); a `demo-` project id is
// emulator-only by Firebase's rules, so such a build can never reach a real project.
const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
const usesAuthEmulator = !apiKey;

let auth: Auth | undefined;

/** The browser's Firebase Auth, created on first use. */
export function clientAuth(): Auth {
  if (auth) return auth;
  const existing = getApps()[0];
  const app =
    existing ??
    initializeApp({
      apiKey: apiKey ?? 'demo-api-key',
      authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? window.location.host,
      projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? 'demo-panui',
    });
  // getAuth's browser defaults without its popup/redirect helper, which loads Google's script
  // (apis.google.com) on every page; social sign-in passes the helper itself (social-sign-in.ts).
  const created = existing
    ? getAuth(app)
    : initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (usesAuthEmulator) connectAuthEmulator(created, window.location.origin, { disableWarnings: true });
  // The API client sends whatever Firebase holds as the current user's token, refreshed as needed.
  // Until Firebase has read back a saved user, currentUser is null even for a signed-in reader.
  setTokenSource(async (forceRefresh) => {
    await created.authStateReady();
    return created.currentUser ? created.currentUser.getIdToken(forceRefresh) : null;
  });
  auth = created;
  announceAuthStarted();
  return created;
}
