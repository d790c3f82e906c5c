import { type App, cert, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Config, getConfig } from '../config';

const APP_NAME = 'panui';

/** The part of the Admin SDK's Auth the services use; a test can hand in a substitute. */
export type AdminAuth = Pick<
  Auth,
  'verifyIdToken' | 'createSessionCookie' | 'verifySessionCookie' | 'createCustomToken' | 'createUser' | 'getUser' | 'getUserByEmail' | 'deleteUser' | 'revokeRefreshTokens'
>;

type AdminConfig = Pick<Config, 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_PROJECT_ID' | 'FIREBASE_SERVICE_ACCOUNT'>;

/** An Admin SDK app for `config`: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, the service account otherwise. */
export function initializeAdminApp(config: AdminConfig, name = APP_NAME): App {
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin reads the emulator address from the environment itself.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
    return initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, name);
  }
  const serviceAccount: unknown = JSON.parse(config.FIREBASE_SERVICE_ACCOUNT ?? '{}');
  return initializeApp({ projectId: config.FIREBASE_PROJECT_ID, credential: cert(serviceAccount as object) }, name);
}

function adminApp(): App {
  if (getApps().some((app) => app.name === APP_NAME)) return getApp(APP_NAME);
  return initializeAdminApp(getConfig());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** The `auth/…` code of a Firebase Admin error, or '' for anything else (a network failure, a bug). */
export function firebaseErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
}

export const isFirebaseAuthError = (error: unknown): boolean => firebaseErrorCode(error).startsWith('auth/');
