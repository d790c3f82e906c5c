import axios from 'axios';
import type { AuthStatusAnswer, LoginAnswer, MergeAnonymousAnswer } from '@/lib/schemas/auth';
import { toApiError } from './to-api-error';

// The session-cookie calls of SPEC §7 ("Authentication and logging calls").
const authApi = axios.create({ baseURL: '/api/auth', headers: { Accept: 'application/json' } });

async function call<T>(request: Promise<{ data: { data: T } }>): Promise<T> {
  try {
    return (await request).data.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** GET /api/auth/auth: a custom token when this browser has a session cookie. */
export const fetchAuthStatus = () => call<AuthStatusAnswer>(authApi.get('/auth'));

/** POST /api/auth/login: hands the ID token over so the server can set the session cookie. */
export const postLogin = (token: string) => call<LoginAnswer>(authApi.post('/login', { token }));

/** POST /api/auth/signout with the uid, or GET when there is no user to name. */
export const signOutSession = (uid?: string) => call<{ signedOut: boolean }>(uid ? authApi.post('/signout', { uid }) : authApi.get('/signout'));

/** Moves what an anonymous session did to the account the reader has just signed in to. */
export const mergeAnonymousSession = (anonymousToken: string, accountToken: string) =>
  call<MergeAnonymousAnswer>(authApi.post('/merge-anonymous', { anonymousToken }, { headers: { Authorization: `Bearer ${accountToken}` } }));
