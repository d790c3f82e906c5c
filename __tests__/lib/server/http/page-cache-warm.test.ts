import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { pageCacheWarmer } from '@/lib/server/http/page-cache-warm';

// The page cache in front, played by a local server that records what it is asked.
let server: Server;
let cacheUrl = '';
const asked: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ url: req.url, headers: req.headers });
    res.statusCode = status;
    res.end('<html>page</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cacheUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
  status = 200;
});

describe('pageCacheWarmer', () => {
  it('is nothing without a page cache address', () => {
    expect(pageCacheWarmer(undefined)).toBeUndefined();
  });

  it('asks the cache for the path once, as an anonymous reader whose browser takes gzip', async () => {
    await pageCacheWarmer(cacheUrl)!('/news/03-03-2026/warmed');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ url: '/news/03-03-2026/warmed', headers: { 'accept-encoding': 'gzip' } });
    expect(asked[0]!.headers.cookie).toBeUndefined();
    expect(asked[0]!.headers.authorization).toBeUndefined();
  });

  it('never fails: an error answer or an unreachable cache leaves the page to its first reader', async () => {
    status = 500;
    await expect(pageCacheWarmer(cacheUrl)!('/news/gone')).resolves.toBeUndefined();
    await expect(pageCacheWarmer('http://127.0.0.1:9')!('/news/gone')).resolves.toBeUndefined();
  });
});
