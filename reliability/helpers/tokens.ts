import { randomUUID } from 'node:crypto';
import {
  createAnonymousUser,
  createRevokedUser,
  createVerifiedUser,
  type EmailUser,
  type EmulatorUser,
  expiredIdToken,
  forgeIdToken,
} from '@/__tests__/helpers/firebase-emulator';

const PROJECT_ID = 'demo-panui';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a real emulator ID token, so a crafted one differs from it in exactly one way. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** An ID token made of `claims` under `header`, with whatever signature is given (none by default). */
export const craftToken = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'none', typ: 'JWT' }, signature = '') =>
  `${base64url(header)}.${base64url(claims)}.${signature}`;

/**
 * Every kind of bad credential the issue names, built from a real user's token so only the named
 * part is wrong. Each must be refused with a 401 by every route that needs a sign-in.
 */
export function badTokenClasses(user: EmulatorUser): Record<string, string> {
  const claims = claimsOf(user.idToken);
  const now = nowSeconds();
  const with_ = (changes: Record<string, unknown>) => craftToken({ ...claims, ...changes });
  return {
    'wrong audience': with_({ aud: 'someone-elses-project' }),
    'wrong issuer': with_({ iss: 'https://securetoken.google.com/someone-elses-project' }),
    'foreign project': with_({ aud: 'someone-elses-project', iss: 'https://securetoken.google.com/someone-elses-project' }),
    expired: expiredIdToken(user.uid),
    'issued in the future': with_({ iat: now + 3_600, auth_time: now + 3_600 }),
    'empty subject': with_({ sub: '', user_id: '' }),
    '129-character subject': with_({ sub: 'u'.repeat(129), user_id: 'u'.repeat(129) }),
    'unknown user': with_({ sub: `ghost-${randomUUID()}`, user_id: `ghost-${randomUUID()}` }),
    'no expiry': craftToken(Object.fromEntries(Object.entries(claims).filter(([key]) => key !== 'exp'))),
    'not a JWT': 'not-a-token',
    'two parts': user.idToken.split('.').slice(0, 2).join('.'),
    'payload not JSON': `${base64url({ alg: 'none', typ: 'JWT' })}.${Buffer.from('{"sub":').toString('base64url')}.`,
  };
}

export interface FuzzActors {
  owner: EmailUser;
  other: EmailUser;
  anonymous: EmulatorUser;
  revoked: EmailUser;
  bad: Record<string, string>;
}

/** Real users minted once (a token costs an emulator round trip) and reused for thousands of calls. */
export async function mintActors(): Promise<FuzzActors> {
  const [owner, other, anonymous, revoked] = await Promise.all([createVerifiedUser(), createVerifiedUser(), createAnonymousUser(), createRevokedUser()]);
  return { owner, other, anonymous, revoked, bad: badTokenClasses(owner) };
}

export { PROJECT_ID };

/**
 * A token of `user` from a sign-in an hour ago, revoked by moving the account's validSince to a
 * minute ago: the user's current token (signed in just now) stays good, this one does not.
 */
export async function revokedTokenOf(user: EmailUser): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const validSince = String(Math.floor(Date.now() / 1000) - 60);
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, validSince }),
  });
  if (!res.ok) throw new Error(`Auth emulator accounts:update: ${res.status}`);
  return forgeIdToken(user.uid, { email: user.email, authTimeSecondsAgo: 3_600 });
}
