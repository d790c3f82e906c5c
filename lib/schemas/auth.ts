import { z } from 'zod';
import { text } from './text';

const IdToken = text().min(1).max(8_192);

/** POST /api/auth/login: a Firebase ID token, exchanged for the session cookie. */
export const LoginBody = z.object({ token: IdToken }).strict();
export const LoginAnswer = z.object({ session: z.boolean() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/**
 * POST /api/auth/signout. The uid is informational: the server ends the session of the cookie
 * it receives, and a sign-out without it must not fail.
 */
export const SignoutBody = z.object({ uid: text().min(1).max(128).optional() }).strict();

/** GET /api/auth/auth: a custom token for the session cookie's member, or none. */
export const AuthStatusAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authenticated'), customToken: z.string() }),
  z.object({ status: z.literal('unauthenticated'), customToken: z.null() }),
]);
export type AuthStatusAnswer = z.infer<typeof AuthStatusAnswer>;

/**
 * POST /api/auth/merge-anonymous: the bearer is the account the reader signed in to; the body
 * carries the ID token of the anonymous session whose member data moves to it.
 */
export const MergeAnonymousBody = z.object({ anonymousToken: IdToken }).strict();
export const MergeAnonymousAnswer = z.object({ merged: z.boolean() });
export type MergeAnonymousAnswer = z.infer<typeof MergeAnonymousAnswer>;
