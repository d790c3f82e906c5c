import { createHmac } from 'node:crypto';
import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { http, HttpResponse } from 'msw';
import { initializeAdminApp } from '@/lib/server/auth/firebase-admin';
import { verifyIdToken } from '@/lib/server/auth/verify-id-token';
import { parseConfig } from '@/lib/server/config';
import { outsideWorld } from '../../../helpers/msw';
import { createSigningKey, signJwt } from '../../../helpers/signing-keys';

// Outside the emulator, as a real deployment runs: a service account, tokens signed by Google's
// keys. The Jest setup names an emulator for every file; firebase-admin reads that setting on each
// call, so this file takes it away. Google's side is played through msw with keys made here.
const jestEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

const PROJECT_ID = 'panui-signed-tokens';
const CERTS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
const google = createSigningKey();
const stranger = createSigningKey();
const serviceAccount = createSigningKey();

/** The accounts Google's Admin API knows, by uid: `validSince` moves when tokens are revoked. */
const accounts = new Map<string, { validSince?: number; disabled?: boolean }>();

const nowSeconds = () => Math.floor(Date.now() / 1000);

function claimsFor(uid: string, change: Record<string, unknown> = {}): Record<string, unknown> {
  const now = nowSeconds();
  return {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3_540,
    email: `${uid}@example.nz`,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: { email: [`${uid}@example.nz`] } },
    ...change,
  };
}

const signedByGoogle = (claims: Record<string, unknown>) => signJwt({ alg: 'RS256', typ: 'JWT', kid: google.kid }, claims, google.privateKey);

let app: App;

beforeAll(() => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const config = parseConfig({
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
      type: 'service_account',
      project_id: PROJECT_ID,
      client_email: `panui@${PROJECT_ID}.iam.gserviceaccount.com`,
      private_key: serviceAccount.privateKeyPem,
    }),
  });
  app = initializeAdminApp(config, 'signed-tokens');
});

afterAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = jestEmulatorHost;
  await deleteApp(app);
});

beforeEach(() => {
  outsideWorld.use(
    http.get(CERTS_URL, () => HttpResponse.json({ [google.kid]: google.certificate }, { headers: { 'Cache-Control': 'public, max-age=3600' } })),
    http.post('https://oauth2.googleapis.com/token', () => HttpResponse.json({ access_token: 'ya29.signed-tokens-test', expires_in: 3_600, token_type: 'Bearer' })),
    http.post(`https://identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, async ({ request }) => {
      const { localId } = (await request.json()) as { localId: string[] };
      const users = localId.flatMap((uid) => {
        const account = accounts.get(uid);
        if (!account) return [];
        return [{ localId: uid, email: `${uid}@example.nz`, emailVerified: true, disabled: account.disabled ?? false, ...(account.validSince ? { validSince: String(account.validSince) } : {}) }];
      });
      return HttpResponse.json(users.length ? { kind: 'identitytoolkit#GetAccountInfoResponse', users } : { kind: 'identitytoolkit#GetAccountInfoResponse' });
    }),
  );
});

const outcome = (token: string) =>
  verifyIdToken(token, getAuth(app)).then(
    (caller) => `accepted ${caller.uid}`,
    (error: { status?: number; code?: string }) => `${error.status} ${error.code}`,
  );

describe('verifyIdToken with a service account (no emulator)', () => {
  it('accepts a token signed by one of Google’s keys for this project', async () => {
    accounts.set('kiri', {});
    expect(await outcome(signedByGoogle(claimsFor('kiri')))).toBe('accepted kiri');
  });

  it('refuses a token with alg none, another key, another kid or an HMAC "signature" with AUTH_INVALID', async () => {
    accounts.set('hemi', {});
    const claims = claimsFor('hemi');
    // The old key-confusion trick: the public certificate used as an HMAC secret.
    const hmacPart = signJwt({ alg: 'HS256', typ: 'JWT', kid: google.kid }, claims, null).slice(0, -1);
    const hmac = `${hmacPart}.${createHmac('sha256', google.certificate).update(hmacPart).digest('base64url')}`;
    const refusals = {
      'alg none': await outcome(signJwt({ alg: 'none', typ: 'JWT' }, claims, null)),
      'alg none with a known kid': await outcome(signJwt({ alg: 'none', typ: 'JWT', kid: google.kid }, claims, null)),
      'signed by another key': await outcome(signJwt({ alg: 'RS256', typ: 'JWT', kid: google.kid }, claims, stranger.privateKey)),
      'an unknown kid': await outcome(signJwt({ alg: 'RS256', typ: 'JWT', kid: stranger.kid }, claims, stranger.privateKey)),
      'HS256 keyed with the certificate': await outcome(hmac),
    };
    expect(refusals).toEqual({
      'alg none': '401 AUTH_INVALID',
      'alg none with a known kid': '401 AUTH_INVALID',
      'signed by another key': '401 AUTH_INVALID',
      'an unknown kid': '401 AUTH_INVALID',
      'HS256 keyed with the certificate': '401 AUTH_INVALID',
    });
  });

  it('refuses a properly signed token for another audience or issuer with AUTH_INVALID', async () => {
    accounts.set('aroha', {});
    expect({
      audience: await outcome(signedByGoogle(claimsFor('aroha', { aud: 'someone-elses-project' }))),
      issuer: await outcome(signedByGoogle(claimsFor('aroha', { iss: 'https://securetoken.google.com/someone-elses-project' }))),
    }).toEqual({ audience: '401 AUTH_INVALID', issuer: '401 AUTH_INVALID' });
  });

  it('refuses an expired token with AUTH_EXPIRED', async () => {
    accounts.set('tama', {});
    const now = nowSeconds();
    expect(await outcome(signedByGoogle(claimsFor('tama', { auth_time: now - 7_200, iat: now - 7_200, exp: now - 3_600 })))).toBe('401 AUTH_EXPIRED');
  });

  it('refuses a revoked token and a disabled account with AUTH_REVOKED', async () => {
    const token = signedByGoogle(claimsFor('mere'));
    accounts.set('mere', { validSince: nowSeconds() });
    accounts.set('wiremu', { disabled: true });
    expect({ revoked: await outcome(token), disabled: await outcome(signedByGoogle(claimsFor('wiremu'))) }).toEqual({
      revoked: '401 AUTH_REVOKED',
      disabled: '401 AUTH_REVOKED',
    });
  });
});
