import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { getConfig } from '@/lib/server/config';
import { openContentChangeChannel, type ContentChangeChannel } from '@/lib/server/content/content-change-channel';
import { announceContentChange, closeContentChanges, listenForContentChanges } from '@/lib/server/content/content-changes';
import { resetSharedContentCache, sharedContentCache } from '@/lib/server/content/content-cache';

// Two instances behind the load balancer: this test process is one, a channel opened here stands
// for the other. A real redis-server carries the messages (the Debian package the scale stack uses).
const REDIS_SERVER = '/usr/bin/redis-server';
let redis: ChildProcess | undefined;
let redisUrl = '';
const others: ContentChangeChannel[] = [];
const config = getConfig() as { REDIS_URL?: string };
const configuredRedis = config.REDIS_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// How fast a change travels is a benchmark's business; here the bound only turns a lost message into a clear failure.
const MESSAGE_BOUND_MS = 10_000;

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = MESSAGE_BOUND_MS): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: this test needs a real Redis (apt-get install redis-server)`);
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisUrl = `redis://127.0.0.1:${port}`;
  const probe = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
  await waitUntil('redis-server answering PING', async () => (await probe.ping().catch(() => '')) === 'PONG', 10_000);
  probe.disconnect();
});

afterAll(async () => {
  config.REDIS_URL = configuredRedis;
  await closeContentChanges();
  await Promise.all(others.map((channel) => channel.close()));
  redis?.kill();
});

beforeEach(() => resetSharedContentCache());

const cache = () => sharedContentCache(() => ({ ttlMs: 60_000 }));
const cachedValue = (fresh: string) => cache().get('front-page', async () => fresh);

test('without REDIS_URL a change clears this process’s cache and needs no Redis', async () => {
  config.REDIS_URL = undefined;
  expect(await cachedValue('before')).toBe('before');
  await announceContentChange();
  expect(await cachedValue('after')).toBe('after');
});

describe('with REDIS_URL', () => {
  beforeAll(async () => {
    config.REDIS_URL = redisUrl;
    await listenForContentChanges();
  });

  test('a change announced on another instance clears this one’s cache', async () => {
    const other = openContentChangeChannel(redisUrl, () => undefined);
    others.push(other);
    await other.ready;
    expect(await cachedValue('old front page')).toBe('old front page');
    expect(await cachedValue('not yet')).toBe('old front page');
    await other.publish();
    await waitUntil('the cache clearing', async () => (await cachedValue('new front page')) === 'new front page');
  });

  test('a change announced here clears this cache at once and tells the other instances', async () => {
    let heard = 0;
    const other = openContentChangeChannel(redisUrl, () => (heard += 1));
    others.push(other);
    await other.ready;
    expect(await cachedValue('stale')).toBe('stale');
    await announceContentChange();
    expect(await cachedValue('fresh')).toBe('fresh');
    await waitUntil('the other instance hearing of it', () => heard === 1);
  });

  test('an instance does not act on its own announcement twice', async () => {
    let heard = 0;
    const channel = openContentChangeChannel(redisUrl, () => (heard += 1));
    others.push(channel);
    await channel.ready;
    const listener = openContentChangeChannel(redisUrl, () => undefined);
    others.push(listener);
    await listener.ready;
    await channel.publish();
    await listener.publish();
    await waitUntil('the other announcement arriving', () => heard === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(1);
  });
});
