import { credentialError, verifyIdToken } from '@/lib/server/auth/verify-id-token';
import {
  createAnonymousUser,
  createEmailUser,
  createRevokedUser,
  disableUser,
  expiredIdToken,
  forgeIdToken,
} from '../../../helpers/firebase-emulator';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string; status?: number }) => `${error.status} ${error.code}`,
  );

describe('the Jest global setup', () => {
  it('hands every worker the Auth emulator it started', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    expect(host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(host).not.toBe('127.0.0.1:9099'); // the fallback in env.ts: the global setup did not run
    expect((await fetch(`http://${host}/`)).status).toBeLessThan(500);
  });
});

describe('verifyIdToken against the Auth emulator', () => {
  it('answers the caller of a real sign-in', async () => {
    const user = await createEmailUser();
    await expect(verifyIdToken(user.idToken)).resolves.toMatchObject({ uid: user.uid, email: user.email, isAnonymous: false });
  });

  it('marks an anonymous sign-in', async () => {
    const anonymous = await createAnonymousUser();
    await expect(verifyIdToken(anonymous.idToken)).resolves.toMatchObject({ uid: anonymous.uid, email: null, isAnonymous: true });
  });

  it('refuses an expired token with AUTH_EXPIRED', async () => {
    const user = await createEmailUser();
    expect(await codeOf(verifyIdToken(expiredIdToken(user.uid, user.email)))).toBe('401 AUTH_EXPIRED');
  });

  it('refuses a revoked token and a disabled user with AUTH_REVOKED', async () => {
    const revoked = await createRevokedUser();
    expect(await codeOf(verifyIdToken(revoked.idToken))).toBe('401 AUTH_REVOKED');
    const disabled = await createEmailUser();
    await disableUser(disabled.uid);
    expect(await codeOf(verifyIdToken(disabled.idToken))).toBe('401 AUTH_REVOKED');
  });

  it('refuses garbage, another project and an unknown user with AUTH_INVALID', async () => {
    expect(await codeOf(verifyIdToken('not.a.token'))).toBe('401 AUTH_INVALID');
    const user = await createEmailUser();
    const otherProject = forgeIdToken(user.uid).replace(/^([^.]+)\.([^.]+)\./, (_all, header: string, claims: string) => {
      const payload = { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), aud: 'someone-else' };
      return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    });
    expect(await codeOf(verifyIdToken(otherProject))).toBe('401 AUTH_INVALID');
    expect(await codeOf(verifyIdToken(forgeIdToken('no-such-user')))).toBe('401 AUTH_INVALID');
  });
});

describe('forged times and parts (emulator tokens are unsigned)', () => {
  const withClaims = (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
    const [header, claims] = token.split('.');
    const changed = change(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as Record<string, unknown>);
    return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.`;
  };

  it('refuses a token dated ahead, one without an expiry, and one whose parts are not JSON with AUTH_INVALID', async () => {
    const user = await createEmailUser();
    const now = Math.floor(Date.now() / 1000);
    const ahead = withClaims(forgeIdToken(user.uid), (claims) => ({ ...claims, iat: now + 3_600, auth_time: now + 3_600 }));
    const noExpiry = withClaims(forgeIdToken(user.uid), ({ exp: _exp, ...claims }) => claims);
    const notJson = `${forgeIdToken(user.uid).split('.')[0]}.${Buffer.from('{"sub":').toString('base64url')}.`;
    expect([await codeOf(verifyIdToken(ahead)), await codeOf(verifyIdToken(noExpiry)), await codeOf(verifyIdToken(notJson))]).toEqual([
      '401 AUTH_INVALID',
      '401 AUTH_INVALID',
      '401 AUTH_INVALID',
    ]);
  });

  it('still accepts a token a few seconds ahead of our clock', async () => {
    const user = await createEmailUser();
    const now = Math.floor(Date.now() / 1000);
    const skewed = withClaims(forgeIdToken(user.uid), (claims) => ({ ...claims, iat: now + 30 }));
    await expect(verifyIdToken(skewed)).resolves.toMatchObject({ uid: user.uid });
  });
});

describe('credentialError', () => {
  it('does not blame the caller when Firebase itself failed', () => {
    expect(credentialError({ code: 'auth/internal-error' })).toBeNull();
    expect(credentialError(new Error('socket hang up'))).toBeNull();
    expect(credentialError({ code: 'auth/argument-error' })).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
  });
});
