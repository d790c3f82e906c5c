import { isAuthEmulatorPath, proxyToAuthEmulator } from '@/lib/server/auth/emulator-proxy';
import { freePort } from '@/scripts/free-port';
import { serveRoute } from '../../../helpers/route-server';

// Jest's global setup runs a real Auth emulator and names it here.
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';

describe('the Auth emulator pass-through', () => {
  it('passes only the paths the Firebase SDK calls on an emulator', () => {
    expect(isAuthEmulatorPath('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k')).toBe(true);
    expect(isAuthEmulatorPath('/securetoken.googleapis.com/v1/token')).toBe(true);
    expect(isAuthEmulatorPath('/emulator/auth/handler?apiKey=k')).toBe(true);
    expect(isAuthEmulatorPath('/api/auth/login')).toBe(false);
    expect(isAuthEmulatorPath('/emulatorx')).toBe(false);
    expect(isAuthEmulatorPath(undefined)).toBe(false);
  });

  it("lets a browser create an account through the site's own origin", async () => {
    const site = await serveRoute((req, res) => proxyToAuthEmulator(emulatorHost, req, res));
    try {
      const answer = await fetch(`${site.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `proxy-${Date.now()}@example.nz`, password: 'korero-2026', returnSecureToken: true }),
      });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { idToken?: string; localId?: string };
      expect(body.idToken).toEqual(expect.any(String));
      expect(body.localId).toEqual(expect.any(String));
    } finally {
      await site.close();
    }
  });

  it('answers 502 with a JSON error when the emulator is not there', async () => {
    const nobody = `127.0.0.1:${await freePort()}`;
    const site = await serveRoute((req, res) => proxyToAuthEmulator(nobody, req, res));
    try {
      const answer = await fetch(`${site.url}/emulator/auth/handler`);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({ error: { code: 'AUTH_EMULATOR_UNAVAILABLE', message: expect.any(String) } });
    } finally {
      await site.close();
    }
  });
});
