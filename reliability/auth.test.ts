import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { deleteApp, initializeApp, cert } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { verifyIdToken } from '@/lib/server/auth/verify-id-token';
import { ConfigError, parseConfig } from '@/lib/server/config';
import { AppError } from '@/lib/server/http/errors';
import { resetRateLimits } from '@/lib/server/http/rate-limit';
import { createEmailUser, createVerifiedUser, type EmailUser, signInWithPassword } from '@/__tests__/helpers/firebase-emulator';
import { apiRoutePaths, loadApiRoute, type ApiRouteFile } from './helpers/api-routes';
import { writeFigures } from './helpers/figures';
import { invokeInProcess } from './helpers/in-process';
import { badTokenClasses, claimsOf, craftToken, revokedTokenOf } from './helpers/tokens';

// Crafted ID tokens on every route that reads one; a production server that would trust the
// emulator; sessions and tokens replayed after signing out.

let authRoutes: ApiRouteFile[] = [];
let user: EmailUser;
let classes: Record<string, string>;
const refusedClasses = new Set<string>();
let cells = 0;
let cellsRefused = 0;

beforeAll(async () => {
  const loaded = await Promise.all(apiRoutePaths().map(loadApiRoute));
  authRoutes = loaded.filter((route) => Object.values(route.methods ?? {}).some((spec) => spec?.auth === 'required' || spec?.auth === 'optional'));
  user = await createVerifiedUser();
  classes = { ...badTokenClasses(user), 'revoked (sign-in before the account was revoked)': await revokedTokenOf(user) };
});

afterAll(() => {
  writeFigures('auth', [
    ['token classes refused on every authenticated route', `${refusedClasses.size}/${Object.keys(classes).length + 2}`],
    ['authenticated routes × token classes refused', `${cellsRefused}/${cells}`],
  ]);
});

const post = (route: ApiRouteFile, token: string, body = '{}') => {
  resetRateLimits();
  const method = Object.keys(route.methods ?? {}).find((name) => route.methods?.[name as 'POST']?.auth !== undefined) ?? 'POST';
  return invokeInProcess(route.handler, { method, url: route.urlPath, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
};

describe('crafted ID tokens', () => {
  it('finds the routes that read a token', () => {
    expect(authRoutes.map((route) => route.urlPath)).toEqual(expect.arrayContaining(['/api/tsom/payments', '/api/tsom/members/get-member', '/api/analytics/track-event']));
  });

  it.each([
    'wrong audience',
    'wrong issuer',
    'foreign project',
    'expired',
    'issued in the future',
    'empty subject',
    '129-character subject',
    'unknown user',
    'no expiry',
    'not a JWT',
    'two parts',
    'payload not JSON',
    'revoked (sign-in before the account was revoked)',
  ])('refuses a token that is %s with 401 on every authenticated route', async (name) => {
    const statuses: Record<string, string> = {};
    for (const route of authRoutes) {
      const answer = await post(route, classes[name]!);
      cells++;
      const code = (JSON.parse(answer.text) as { error?: { code?: string } }).error?.code;
      statuses[route.urlPath] = `${answer.status} ${code}`;
      if (answer.status === 401) cellsRefused++;
    }
    const expectedCode = name === 'expired' ? 'AUTH_EXPIRED' : name.startsWith('revoked') ? 'AUTH_REVOKED' : 'AUTH_INVALID';
    expect(statuses).toEqual(Object.fromEntries(authRoutes.map((route) => [route.urlPath, `401 ${expectedCode}`])));
    refusedClasses.add(name);
  });

  it('refuses a token without a signature (alg none, and HS256 signed with a guess) when not on the emulator', async () => {
    // What production runs: a service account, no emulator. The Admin SDK reads the emulator
    // setting from the environment on every call, so it is taken away for this test only.
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const app = initializeApp({ projectId: 'demo-panui', credential: cert({ projectId: 'demo-panui', clientEmail: 'panui@demo-panui.iam.gserviceaccount.com', privateKey }) }, 'production-check');
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const claims = claimsOf(user.idToken);
      for (const [name, token] of [
        ['alg none', craftToken(claims)],
        ['HS256', craftToken(claims, { alg: 'HS256', typ: 'JWT', kid: 'x' }, 'c2lnbmF0dXJl')],
      ] as const) {
        const refusal = await verifyIdToken(token, getAuth(app)).then(
          () => null,
          (error: unknown) => error,
        );
        expect({ name, refused: refusal instanceof AppError ? `${refusal.status} ${refusal.code}` : String(refusal) }).toEqual({ name, refused: '401 AUTH_INVALID' });
      }
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
      await deleteApp(app);
    }
    refusedClasses.add('alg none in production');
    refusedClasses.add('HS256 in production');
  });
});

describe('a production server and the emulator', () => {
  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://panui.example.nz',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    FIREBASE_SERVICE_ACCOUNT: '{}',
    NEWSLETTER_TOKEN_SECRET: 'x'.repeat(32),
    PREVIEW_LINK_SECRET: 'p'.repeat(32), PAYMENT_LINK_SECRET: 'k'.repeat(32),
    PAYMENTS_PROVIDER: 'sandbox',
  };

  it('refuses the configuration', () => {
    expect(() => parseConfig(production)).toThrow(ConfigError);
    expect(() => parseConfig(production)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: must not be set/);
    const { FIREBASE_AUTH_EMULATOR_HOST: _emulator, ...withoutEmulator } = production;
    expect(parseConfig(withoutEmulator).NODE_ENV).toBe('production');
  });

  it('does not start: the process exits with the reason', async () => {
    const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/run-site.ts', '--prod'], {
      env: { ...process.env, ...production, PORT: '1' } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 1, output: expect.stringContaining('FIREBASE_AUTH_EMULATOR_HOST: must not be set') });
  });
});

describe('replays after signing out', () => {
  const route = (urlPath: string) => loadApiRoute(apiRoutePaths().find((candidate) => candidate.urlPath === urlPath)!);
  const cookieOf = (headers: Record<string, string | string[]>) =>
    decodeURIComponent(([] as string[]).concat(headers['set-cookie'] ?? []).find((c) => c.startsWith('__session='))?.split(';')[0]?.slice('__session='.length) ?? '');

  async function signIn(member: EmailUser): Promise<string> {
    resetRateLimits();
    const login = await invokeInProcess((await route('/api/auth/login')).handler, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: member.idToken }),
    });
    const cookie = cookieOf(login.headers);
    expect(cookie).not.toBe('');
    return cookie;
  }

  const sessionStatus = async (cookie: string) => {
    resetRateLimits();
    const answer = await invokeInProcess((await route('/api/auth/auth')).handler, { method: 'GET', url: '/api/auth/auth', headers: { cookie: `__session=${cookie}` } });
    return `${answer.status} ${(JSON.parse(answer.text) as { data?: { status: string }; error?: { code: string } }).data?.status ?? JSON.parse(answer.text).error?.code}`;
  };

  const signOut = async (cookie: string | null, body: unknown) => {
    resetRateLimits();
    return invokeInProcess((await route('/api/auth/signout')).handler, {
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `__session=${cookie}` } : {}) },
      body: JSON.stringify(body),
    });
  };

  it('refuses a session cookie replayed after sign-out', async () => {
    const member = await createEmailUser();
    const cookie = await signIn(member);
    expect(await sessionStatus(cookie)).toBe('200 authenticated');
    expect((await signOut(cookie, { uid: member.uid })).status).toBe(200);
    expect(await sessionStatus(cookie)).toBe('401 AUTH_REVOKED');
  });

  it('refuses ID tokens and cookies replayed after signing out everywhere', async () => {
    const member = await createEmailUser();
    const cookie = await signIn(member);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // Firebase revokes from the next whole second (decision 74)
    resetRateLimits();
    const everywhere = await invokeInProcess((await route('/api/tsom/members/sign-out-everywhere')).handler, {
      method: 'POST',
      url: '/api/tsom/members/sign-out-everywhere',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.idToken}` },
      body: '{}',
    });
    expect(everywhere.status).toBe(200);
    expect(await sessionStatus(cookie)).toBe('401 AUTH_REVOKED');
    const replay = await post(await route('/api/tsom/payments/list-transactions'), member.idToken);
    expect(`${replay.status} ${JSON.parse(replay.text).error?.code}`).toBe('401 AUTH_REVOKED');
    // A fresh sign-in works again.
    const again = await signInWithPassword(member.email, member.password);
    expect((await post(await route('/api/tsom/payments/list-transactions'), again.idToken)).status).toBe(200);
  });

  it('signout {uid: someone else} ends nobody else’s session', async () => {
    const [victim, attacker] = await Promise.all([createEmailUser(), createEmailUser()]);
    const victimCookie = await signIn(victim);
    const attackerCookie = await signIn(attacker);
    expect((await signOut(null, { uid: victim.uid })).status).toBe(200);
    expect((await signOut(attackerCookie, { uid: victim.uid })).status).toBe(200);
    expect(await sessionStatus(victimCookie)).toBe('200 authenticated');
    expect(await sessionStatus(attackerCookie)).toBe('401 AUTH_REVOKED');
  });
});
