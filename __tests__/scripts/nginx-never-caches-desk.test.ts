import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxConf } from '@/scripts/scale/nginx-conf';

// The scale stack's nginx micro-cache keeps whatever says `public, s-maxage`. Preview links and the
// desk must never be kept, even if a page got its headers wrong: a preview of a draft would
// otherwise be served to the next person who asked for that URL.
const NGINX = '/usr/sbin/nginx';
let nginx: ChildProcess | undefined;
let upstream: Server;
let dir = '';
let site = '';
const hits = new Map<string, number>();
const requestIds = new Map<string, string | undefined>();

async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: this test needs nginx (apt-get install nginx), as npm run test:scale does`);
  upstream = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    requestIds.set(req.url!, req.headers['x-request-id'] as string | undefined);
    // Deliberately public: the proxy's own rule must keep these paths out of the cache.
    res.setHeader('Cache-Control', 'public, s-maxage=60');
    res.end(`page ${req.url}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamPort = (upstream.address() as { port: number }).port;
  dir = mkdtempSync(path.join(tmpdir(), 'panui-nginx-'));
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConf({ dir, port, upstreams: [upstreamPort] }));
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const started = Date.now();
  for (;;) {
    if (await fetch(`${site}/`).then(() => true, () => false)) break;
    if (Date.now() - started > 10_000) throw new Error('nginx did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  nginx?.kill();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const twice = async (url: string) => {
  const statuses = [];
  for (let i = 0; i < 2; i++) statuses.push((await fetch(`${site}${url}`)).headers.get('x-cache-status'));
  return statuses;
};

test('a public reader page is kept by the micro-cache', async () => {
  expect(await twice('/sport/25-11-2026/a-story')).toEqual(['MISS', 'HIT']);
  expect(hits.get('/sport/25-11-2026/a-story')).toBe(1);
});

test.each(['/preview/12.1790000000.abc', '/desk', '/desk/stories/4', '/api/desk/stories/4/preview-link'])('%s is never answered from or kept in the cache', async (url) => {
  expect(await twice(url)).toEqual(['BYPASS', 'BYPASS']);
  expect(hits.get(url)).toBe(2);
});

test('every request reaches the site with nginx’s own X-Request-Id, never the one the client sent (decision 240)', async () => {
  await fetch(`${site}/api/health/live?first`, { headers: { 'X-Request-Id': 'chosen-by-the-client-0001' } });
  await fetch(`${site}/api/health/live?second`);
  const [first, second] = [requestIds.get('/api/health/live?first'), requestIds.get('/api/health/live?second')];
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(second).toMatch(/^[0-9a-f]{32}$/);
  expect(first).not.toBe(second);
});
