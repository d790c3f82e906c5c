import axios from 'axios';
import { toApiError } from './to-api-error';

/** SPEC §5 and §8: thrown in the browser for an authenticated call made without a token. */
export const FIREBASE_TOKEN_MISSING = 'Firebase token is missing.';

/** Whether a call sends the Firebase ID token: always, when there is one, or never. */
export type TokenPolicy = 'required' | 'optional' | 'none';

/** `forceRefresh`: ask Firebase for a new token even when the one it holds has not expired. */
type TokenSource = (forceRefresh?: boolean) => Promise<string | null>;
let tokenSource: TokenSource = async () => null;
let registered = false;

/** AuthProvider registers where the current ID token comes from. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
  registered = true;
}

/**
 * Until `start` (Firebase Auth starting, auth-client.ts) settles, calls wait for it, then ask the
 * source it registered, or go as nobody's if it failed. A member who pressed a button as a page
 * opened (the desk's "Show revisions") was refused for want of the token Firebase was about to
 * restore. Once a source is registered this changes nothing.
 */
export function waitForTokenSource(start: Promise<unknown>): void {
  if (registered) return;
  tokenSource = async (forceRefresh) => {
    await start.catch(() => undefined);
    return registered ? tokenSource(forceRefresh) : null;
  };
}

/** The current user's ID token, or null when nobody is signed in; `forceRefresh` gets a new one from Firebase. */
export const currentToken = (forceRefresh = false): Promise<string | null> => tokenSource(forceRefresh);

declare module 'axios' {
  interface AxiosRequestConfig {
    tokenPolicy?: TokenPolicy;
  }
}

/** Member, newsletter and payment calls (SPEC §7): POST, JSON, answers read from `data`. */
export const tsom = axios.create({ baseURL: '/api/tsom', headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });

tsom.interceptors.request.use(async (config) => {
  const policy = config.tokenPolicy ?? 'required';
  if (policy === 'none') return config;
  const token = await tokenSource();
  if (!token) {
    if (policy === 'required') throw new Error(FIREBASE_TOKEN_MISSING);
    return config;
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** POSTs `body` to `/api/tsom{path}` and answers the response's `data`; refusals become ApiError. */
export async function postTsom<T>(
  path: string,
  options: { body?: unknown; params?: Record<string, string>; tokenPolicy?: TokenPolicy; headers?: Record<string, string> } = {},
): Promise<T> {
  try {
    const response = await tsom.post<{ data: T }>(path, options.body ?? {}, {
      params: options.params,
      tokenPolicy: options.tokenPolicy,
      headers: options.headers,
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error);
  }
}
