import { type App, cert, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { getConfig } from '../config';

const APP_NAME = 'panui';

/** The part of the Admin SDK's Auth the services use; a test can hand in a substitute. */
export type AdminAuth = Pick<
  Auth,
  'verifyIdToken' | 'createSessionCookie' | 'verifySessionCookie' | 'createCustomToken' | 'createUser' | 'getUser' | 'getUserByEmail' | 'deleteUser' | 'revokeRefreshTokens'
>;

/** The Admin SDK app: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, the service account otherwise. */
function adminApp(): App {
  if (getApps().some((app) => app.name === APP_NAME)) return getApp(APP_NAME);
  const config = getConfig();
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin reads the emulator address from the environment itself.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
    return initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, APP_NAME);
  }
  const serviceAccount: unknown = JSON.parse(config.FIREBASE_SERVICE_ACCOUNT ?? '{}');
  return initializeApp({ projectId: config.FIREBASE_PROJECT_ID, credential: cert(serviceAccount as object) }, APP_NAME);
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** The `auth/…` code of a Firebase Admin error, or '' for anything else (a network failure, a bug). */
export function firebaseErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
}

export const isFirebaseAuthError = (error: unknown): boolean => firebaseErrorCode(error).startsWith('auth/');
