import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

// The real Auth emulator that __tests__/setup/global-setup.ts starts; every worker shares it, so
// each test makes its own users with unique emails and nothing here wipes accounts.
const PROJECT_ID = 'demo-panui';

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the Jest global setup starts the emulator');
  return host;
}

/**
 * One POST to the emulator on a connection of its own: a kept-alive socket that the emulator has
 * just closed for idleness fails the next request ("other side closed") when a worker is busy.
 */
function postJson(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function identityToolkit<T>(path: string, body: unknown, options: { admin?: boolean } = {}): Promise<T> {
  const url = options.admin
    ? `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/${path}`
    : `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // The emulator treats "Bearer owner" as the project's admin credentials.
  if (options.admin) headers.Authorization = 'Bearer owner';
  const res = await postJson(url, headers, JSON.stringify(body));
  const json = JSON.parse(res.text) as T & { error?: { message?: string } };
  if (res.status >= 400) throw new Error(`Auth emulator ${path}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

export interface EmulatorUser {
  uid: string;
  idToken: string;
}

export interface EmailUser extends EmulatorUser {
  email: string;
  password: string;
}

/** A fresh, lower-case address no other test uses. */
export const uniqueEmail = (label = 'reader') => `${label}-${randomUUID().slice(0, 12)}@example.nz`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function createEmailUser(options: { email?: string; password?: string } = {}): Promise<EmailUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'korero-2026';
  const answer = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  // The emulator can stamp a new account's validSince a second after the sign-up token's
  // auth_time on a loaded machine, so that token reads as revoked; a sign-in's token never does.
  const { idToken } = await signInWithPassword(email, password);
  return { uid: answer.localId, idToken, email, password };
}

/** Firebase counts `uid`'s email as verified from now on (they followed its link); earlier tokens still say not. */
export const verifyEmail = (uid: string) => identityToolkit('accounts:update', { localId: uid, emailVerified: true }, { admin: true });

/** A user whose email Firebase counts as verified (they followed its link), with a token that says so. */
export async function createVerifiedUser(options: { email?: string } = {}): Promise<EmailUser> {
  const user = await createEmailUser(options);
  await verifyEmail(user.uid);
  const { idToken } = await signInWithPassword(user.email, user.password);
  return { ...user, idToken };
}

export async function signInWithPassword(email: string, password: string): Promise<EmulatorUser> {
  const answer = await identityToolkit<{ localId: string; idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: answer.localId, idToken: answer.idToken };
}

export async function createAnonymousUser(): Promise<EmulatorUser> {
  const answer = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp', { returnSecureToken: true });
  return { uid: answer.localId, idToken: answer.idToken };
}

async function updateAccount(uid: string, fields: Record<string, unknown>): Promise<void> {
  await identityToolkit('accounts:update', { localId: uid, ...fields }, { admin: true });
}

/** Tokens issued before `seconds` since the epoch count as revoked (Firebase's validSince). */
const setValidSince = (uid: string, seconds: number) => updateAccount(uid, { validSince: String(seconds) });

export const disableUser = (uid: string) => updateAccount(uid, { disableUser: true });

export const changeEmail = (uid: string, email: string) => updateAccount(uid, { email });

export const setDisplayName = (uid: string, displayName: string) => updateAccount(uid, { displayName });

/** Revokes every token and session cookie issued to `uid` so far (what revokeRefreshTokens does). */
export const revokeTokens = (uid: string) => setValidSince(uid, nowSeconds() + 1);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned ID token, as the emulator issues them: firebase-admin skips signatures in emulator
 * mode but checks everything else (audience, issuer, expiry, revocation).
 */
export function forgeIdToken(
  uid: string,
  options: { email?: string; provider?: string; authTimeSecondsAgo?: number; expiresInSeconds?: number } = {},
): string {
  const now = nowSeconds();
  const authTime = now - (options.authTimeSecondsAgo ?? 0);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    auth_time: authTime,
    iat: Math.min(now, authTime + 60),
    exp: now + (options.expiresInSeconds ?? 3_600),
    ...(options.email ? { email: options.email, email_verified: false } : {}),
    firebase: { sign_in_provider: options.provider ?? 'password', identities: options.email ? { email: [options.email] } : {} },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** A token for `uid` that expired ten minutes ago. */
export const expiredIdToken = (uid: string, email?: string) => forgeIdToken(uid, { email, authTimeSecondsAgo: 7_200, expiresInSeconds: -600 });

/**
 * A still valid token whose sign-in (auth_time) was `secondsAgo` ago, as a browser holds after
 * refreshing its token without signing in again. The account is backdated so it is not revoked.
 */
export async function tokenSignedInAgo(user: EmailUser, secondsAgo: number): Promise<string> {
  await setValidSince(user.uid, nowSeconds() - secondsAgo - 60);
  return forgeIdToken(user.uid, { email: user.email, authTimeSecondsAgo: secondsAgo });
}

/** A user whose current ID token has been revoked. */
export async function createRevokedUser(): Promise<EmailUser> {
  const user = await createEmailUser();
  await revokeTokens(user.uid);
  return user;
}

export async function userExists(uid: string): Promise<boolean> {
  const answer = await identityToolkit<{ users?: unknown[] }>('accounts:lookup', { localId: [uid] }, { admin: true });
  return (answer.users?.length ?? 0) > 0;
}

export async function userByEmail(email: string): Promise<{ localId: string; displayName?: string; passwordHash?: string } | null> {
  const answer = await identityToolkit<{ users?: { localId: string; displayName?: string; passwordHash?: string }[] }>(
    'accounts:lookup',
    { email: [email] },
    { admin: true },
  );
  return answer.users?.[0] ?? null;
}

/** What a browser does with the custom token GET /api/auth/auth answers. */
export async function signInWithCustomToken(token: string): Promise<EmulatorUser> {
  const answer = await identityToolkit<{ idToken: string }>('accounts:signInWithCustomToken', { token, returnSecureToken: true });
  const claims = JSON.parse(Buffer.from(answer.idToken.split('.')[1] ?? '', 'base64url').toString()) as { user_id: string };
  return { uid: claims.user_id, idToken: answer.idToken };
}
