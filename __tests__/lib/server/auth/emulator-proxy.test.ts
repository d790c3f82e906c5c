import { request } from 'node:http';
import { isAuthEmulatorPath, isBrowserAuthPath, needsAuthEmulator, proxyToAuthEmulator } from '@/lib/server/auth/emulator-proxy';
import { freePort } from '@/scripts/free-port';
import { createEmailUser, signInWithPassword } from '../../../helpers/firebase-emulator';
import { serveRoute } from '../../../helpers/route-server';

// Jest's global setup runs a real Auth emulator and names it here.
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const OWNER = { Authorization: 'Bearer owner' };

/** A raw request, so paths with `..` or `%2e` reach the server as written (fetch would tidy them). */
function send(url: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: options.method ?? 'POST', headers: { 'Content-Type': 'application/json', ...options.headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body ?? '{}');
  });
}

const codeOf = (answer: { status: number; text: string }) => `${answer.status} ${(JSON.parse(answer.text) as { error?: { code?: string } }).error?.code}`;

/** A stand-in emulator that only counts what reaches it. */
async function countingEmulator() {
  const reached: string[] = [];
  const server = await serveRoute((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  return { reached, host: new URL(server.url).host, close: server.close };
}

describe('the Auth emulator pass-through', () => {
  it('holds back, while the emulator starts, the calls that need accounts and no page', () => {
    expect(needsAuthEmulator('/securetoken.googleapis.com/v1/token?key=k')).toBe(true);
    expect(needsAuthEmulator('/api/auth/login')).toBe(true);
    expect(needsAuthEmulator('/api/health/ready')).toBe(true);
    expect(needsAuthEmulator('/api/health/live')).toBe(false);
    expect(needsAuthEmulator('/api/metrics?x=1')).toBe(false);
    expect(needsAuthEmulator('/')).toBe(false);
    expect(needsAuthEmulator('/news/a-story')).toBe(false);
    expect(needsAuthEmulator('/apiary')).toBe(false);
  });

  it('claims the emulator address space and allows only the calls the browser SDK makes', () => {
    expect(isAuthEmulatorPath('/identitytoolkit.googleapis.com/v1/projects/demo-panui/accounts:query')).toBe(true);
    expect(isAuthEmulatorPath('/emulator/v1/projects/demo-panui/oobCodes')).toBe(true);
    expect(isAuthEmulatorPath('/api/auth/login')).toBe(false);
    expect(isAuthEmulatorPath('/emulatorx')).toBe(false);
    expect(isAuthEmulatorPath(undefined)).toBe(false);

    expect(isBrowserAuthPath('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k')).toBe(true);
    expect(isBrowserAuthPath('/securetoken.googleapis.com/v1/token?key=k')).toBe(true);
    expect(isBrowserAuthPath('/emulator/auth/handler?apiKey=k&providerId=google.com')).toBe(true);
    expect(isBrowserAuthPath('/emulator/auth/iframe?apiKey=k&appName=x')).toBe(true);
    expect(isBrowserAuthPath('/identitytoolkit.googleapis.com/v1/projects/demo-panui/accounts:query')).toBe(false);
    expect(isBrowserAuthPath('/identitytoolkit.googleapis.com/v1/projects')).toBe(false);
    expect(isBrowserAuthPath('/emulator/v1/projects/demo-panui/oobCodes')).toBe(false);
    expect(isBrowserAuthPath('/emulator/action?mode=resetPassword&oobCode=x')).toBe(false);
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

  it("answers the emulator's admin API with 404 and an Authorization header with 403, and none of them reaches it", async () => {
    const emulator = await countingEmulator();
    const site = await serveRoute((req, res) => proxyToAuthEmulator(emulator.host, req, res));
    try {
      const refusals = {
        'list accounts': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/projects/demo-panui/accounts:query', { headers: OWNER })),
        'change a password': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/projects/demo-panui/accounts:update', { headers: OWNER })),
        'project config': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/projects?key=k', { method: 'GET' })),
        'sent emails': codeOf(await send(site.url, '/emulator/v1/projects/demo-panui/oobCodes', { method: 'GET' })),
        'wipe accounts': codeOf(await send(site.url, '/emulator/v1/projects/demo-panui/accounts', { method: 'DELETE' })),
        'emulator config': codeOf(await send(site.url, '/emulator/v1/projects/demo-panui/config', { method: 'PATCH' })),
        'action page': codeOf(await send(site.url, '/emulator/action?mode=resetPassword&oobCode=x&newPassword=y', { method: 'GET' })),
        'dot segments': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/accounts:signUp/../../v1/projects/demo-panui/accounts:query')),
        'encoded dots': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/accounts:signUp/%2e%2e/%2e%2e/v1/projects/demo-panui/accounts:query')),
        'owner on a browser path': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/accounts:update?key=k', { headers: OWNER })),
        'owner in capitals': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', { headers: { Authorization: 'BEARER OWNER' } })),
        'a service-account token': codeOf(await send(site.url, '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', { headers: { Authorization: 'Bearer ya29.anything' } })),
      };
      expect(refusals).toEqual({
        'list accounts': '404 NOT_FOUND',
        'change a password': '404 NOT_FOUND',
        'project config': '404 NOT_FOUND',
        'sent emails': '404 NOT_FOUND',
        'wipe accounts': '404 NOT_FOUND',
        'emulator config': '404 NOT_FOUND',
        'action page': '404 NOT_FOUND',
        'dot segments': '404 NOT_FOUND',
        'encoded dots': '404 NOT_FOUND',
        'owner on a browser path': '403 AUTH_EMULATOR_ADMIN_REFUSED',
        'owner in capitals': '403 AUTH_EMULATOR_ADMIN_REFUSED',
        'a service-account token': '403 AUTH_EMULATOR_ADMIN_REFUSED',
      });
      expect(emulator.reached).toEqual([]);
    } finally {
      await Promise.all([site.close(), emulator.close()]);
    }
  });

  it("keeps every account's password out of reach of a visitor with the emulator's admin credential", async () => {
    const victim = await createEmailUser();
    const site = await serveRoute((req, res) => proxyToAuthEmulator(emulatorHost, req, res));
    try {
      // What the outside tester did through port 3000; the emulator itself would answer both.
      const listed = await send(site.url, '/identitytoolkit.googleapis.com/v1/projects/demo-panui/accounts:query', { headers: OWNER, body: JSON.stringify({ returnUserInfo: true }) });
      const changed = await send(site.url, '/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key', {
        headers: OWNER,
        body: JSON.stringify({ localId: victim.uid, password: 'taken-over-1' }),
      });
      expect({ listed: codeOf(listed), changed: codeOf(changed), leaked: listed.text.includes(victim.email) }).toEqual({
        listed: '404 NOT_FOUND',
        changed: '403 AUTH_EMULATOR_ADMIN_REFUSED',
        leaked: false,
      });
      await expect(signInWithPassword(victim.email, victim.password)).resolves.toMatchObject({ uid: victim.uid });
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
