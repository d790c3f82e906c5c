import { getApps, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { setTokenSource } from '@/lib/api/tsom-client';

// A build without a Firebase web API key talks to the Auth emulator, which the site's own server
// passes through on its origin (lib/server/auth/emulator-proxy.ts); a `demo-` project id is
// emulator-only by Firebase's rules, so such a build can never reach a real project.
const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
const usesAuthEmulator = !apiKey;

let auth: Auth | undefined;

/** The browser's Firebase Auth, created on first use. */
export function clientAuth(): Auth {
  if (auth) return auth;
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: apiKey ?? 'demo-api-key',
      authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? window.location.host,
      projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? 'demo-panui',
    });
  const created = getAuth(app);
  if (usesAuthEmulator) connectAuthEmulator(created, window.location.origin, { disableWarnings: true });
  // The API client sends whatever Firebase holds as the current user's token, refreshed as needed.
  setTokenSource(async () => (created.currentUser ? created.currentUser.getIdToken() : null));
  auth = created;
  return created;
}
