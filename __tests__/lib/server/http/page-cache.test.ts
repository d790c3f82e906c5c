import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { announceContentChange } from '@/lib/server/content/content-changes';
import { createPageCache, type PageCache, sharedPageCache } from '@/lib/server/http/page-cache';

/** What the "site" answers per path: a shared page unless the path says otherwise. */
function render(req: IncomingMessage, res: ServerResponse, renders: string[]): void {
  const url = req.url ?? '/';
  renders.push(url);
  const signedIn = Boolean(req.headers.authorization || req.headers.cookie?.includes('__session='));
  res.setHeader('Cache-Control', url.startsWith('/private') ? 'private, no-store' : url.startsWith('/no-s-maxage') ? 'public, max-age=60' : 'public, s-maxage=60, stale-while-revalidate=600');
  if (url.startsWith('/sets-cookie')) res.setHeader('Set-Cookie', 'seen=1');
  if (url.startsWith('/missing')) res.statusCode = 404;
  res.setHeader('ETag', 'W/"v1"');
  res.setHeader('Content-Type', 'text/html');
  // Written in two parts, as a streamed render is.
  res.write(`<p>${url} #${renders.length}`);
  const encoding = req.headers['accept-encoding'] === 'gzip' ? ' gzip' : '';
  res.end(url.startsWith('/huge') ? 'x'.repeat(1_100_000) : `${signedIn ? ' for a member' : ''}${encoding}</p>`);
}

let clock = 0;
let server: Server;
let base = '';
let renders: string[];
let cache: PageCache;
let requestCount = 0;

function listen(pageCache: PageCache): Promise<void> {
  cache = pageCache;
  server = createServer((req, res) => {
    requestCount += 1;
    // As the site's server does before the cache: each request's own id.
    res.setHeader('X-Request-Id', `request-${requestCount}`);
    cache.serve(req, res, () => render(req, res, renders));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeEach(async () => {
  clock = 1_000_000;
  renders = [];
  await listen(createPageCache({ maxAgeMs: 30_000, now: () => clock }));
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}${path}`, { headers, method });
const text = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

describe('the page cache', () => {
  it('renders a shared page once and replays it, with its own request id and its age', async () => {
    expect(await text('/news/story')).toBe('<p>/news/story #1</p>');
    clock += 5_000;
    const again = await get('/news/story');
    expect(await again.text()).toBe('<p>/news/story #1</p>');
    expect(renders).toEqual(['/news/story']);
    expect(again.headers.get('x-request-id')).toBe('request-2');
    expect(again.headers.get('age')).toBe('5');
    expect(again.headers.get('cache-control')).toContain('s-maxage=60');
    expect(again.headers.get('content-length')).toBe(String('<p>/news/story #1</p>'.length));
  });

  it('keeps each page and each query apart', async () => {
    await text('/news/story');
    expect(await text('/news/story?page=2')).toBe('<p>/news/story?page=2 #2</p>');
    expect(await text('/sport')).toBe('<p>/sport #3</p>');
    expect(renders).toHaveLength(3);
  });

  it('never answers a signed-in request from the cache, nor keeps its answer', async () => {
    await text('/news/story');
    expect(await text('/news/story', { cookie: 'theme=dark; __session=abc' })).toBe('<p>/news/story #2 for a member</p>');
    expect(await text('/news/story', { authorization: 'Bearer abc' })).toBe('<p>/news/story #3 for a member</p>');
    expect(await text('/other', { cookie: '__session=abc' })).toContain('for a member');
    expect(await text('/other')).toBe('<p>/other #5</p>');
  });

  it('keeps nothing private, without s-maxage, that sets a cookie, that is not a 200, or that is an API answer', async () => {
    for (const path of ['/private/profile', '/no-s-maxage', '/sets-cookie', '/missing', '/api/feed']) {
      await text(path);
      await text(path);
    }
    expect(renders).toHaveLength(10);
  });

  it('keeps the answers for each accepted encoding apart', async () => {
    expect(await text('/news/story', { 'accept-encoding': 'gzip' })).toBe('<p>/news/story #1 gzip</p>');
    expect(await text('/news/story', { 'accept-encoding': 'identity' })).toBe('<p>/news/story #2</p>');
    expect(await text('/news/story', { 'accept-encoding': 'gzip' })).toBe('<p>/news/story #1 gzip</p>');
    expect(renders).toHaveLength(2);
  });

  it('renders again once the page is older than the cache keeps it, or than its s-maxage', async () => {
    await text('/news/story');
    clock += 29_000;
    await text('/news/story');
    expect(renders).toHaveLength(1);
    clock += 2_000;
    expect(await text('/news/story')).toBe('<p>/news/story #2</p>');
    server.close();
    renders = [];
    await listen(createPageCache({ maxAgeMs: 600_000, now: () => clock }));
    await text('/news/story');
    clock += 61_000;
    await text('/news/story');
    expect(renders).toHaveLength(2);
  });

  it('answers 304 from the cache to a reader holding the page, and HEAD without a body', async () => {
    await text('/news/story');
    const unchanged = await get('/news/story', { 'if-none-match': '"v1"' });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const head = await get('/news/story', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<p>/news/story #1</p>'.length));
    expect(renders).toHaveLength(1);
  });

  it('does not keep a HEAD answer or a page far larger than any page', async () => {
    await get('/sport', {}, 'HEAD');
    await text('/sport');
    await text('/huge');
    await text('/huge');
    expect(renders).toEqual(['/sport', '/sport', '/huge', '/huge']);
  });

  it('forgets every page when cleared', async () => {
    await text('/news/story');
    cache.clear();
    expect(await text('/news/story')).toBe('<p>/news/story #2</p>');
  });

  it('keeps nothing when switched off', async () => {
    server.close();
    renders = [];
    await listen(createPageCache({ maxAgeMs: 0 }));
    await text('/news/story');
    await text('/news/story');
    expect(renders).toHaveLength(2);
  });
});

test("announcing a content change forgets the process's kept pages", async () => {
  server.close();
  renders = [];
  await listen(sharedPageCache(() => ({ maxAgeMs: 30_000 })));
  await text('/news/story');
  await text('/news/story');
  expect(renders).toHaveLength(1);
  await announceContentChange();
  expect(await text('/news/story')).toBe('<p>/news/story #2</p>');
});
