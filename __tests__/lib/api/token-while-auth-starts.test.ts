import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveRoute } from '../../helpers/route-server';
import { deferred } from '../../helpers/deferred';
import type * as TsomClient from '@/lib/api/tsom-client';

type Client = typeof TsomClient;

// What arrived at a stand-in for our API.
const seen: { url?: string; authorization?: string }[] = [];
function record(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url, authorization: req.headers.authorization });
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ data: { ok: true } }));
}

let server: Awaited<ReturnType<typeof serveRoute>>;
beforeAll(async () => {
  server = await serveRoute(record);
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

/** A page's own copy of the API client, as a fresh page load has it. */
function freshClient(): Client {
  let client: Client | undefined;
  jest.isolateModules(() => {
    client = jest.requireActual<Client>('@/lib/api/tsom-client');
  });
  client!.tsom.defaults.baseURL = `${server.url}/api/tsom`;
  return client!;
}

describe('a call made while Firebase Auth is still starting', () => {
  it('waits for it and goes with the member\'s token', async () => {
    const client = freshClient();
    const start = deferred();
    client.waitForTokenSource(start.promise);
    const call = client.postTsom('/members/get', { body: { uid: 'uid-1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    // What firebase-client.ts does once Firebase is created: then the start settles.
    client.setTokenSource(async () => 'token-of-uid-1');
    start.resolve();
    await expect(call).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/tsom/members/get', authorization: 'Bearer token-of-uid-1' }]);
  });

  it('is refused as before, and sends nothing, when Firebase Auth could not start', async () => {
    const client = freshClient();
    const start = deferred();
    client.waitForTokenSource(start.promise);
    const call = client.postTsom('/members/get', { body: { uid: 'uid-1' } });
    start.reject(new Error('chunk failed to load'));
    await expect(call).rejects.toThrow(client.FIREBASE_TOKEN_MISSING);
    expect(seen).toEqual([]);
  });

  it('does not wait once Firebase Auth has registered its token', async () => {
    const client = freshClient();
    client.setTokenSource(async () => 'token-of-uid-1');
    client.waitForTokenSource(new Promise(() => {}));
    await expect(client.postTsom('/members/get', { body: { uid: 'uid-1' } })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/tsom/members/get', authorization: 'Bearer token-of-uid-1' }]);
  });

  it('is refused at once when no start is under way (nobody has signed in on this browser)', async () => {
    const client = freshClient();
    await expect(client.postTsom('/members/get', { body: { uid: 'uid-1' } })).rejects.toThrow(client.FIREBASE_TOKEN_MISSING);
    // An optional token goes without one.
    await expect(client.postTsom('/members', { body: {}, tokenPolicy: 'optional' })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ url: '/api/tsom/members', authorization: undefined }]);
  });
});
