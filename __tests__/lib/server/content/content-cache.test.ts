import { contentKey, createContentCache, resetSharedContentCache, sharedContentCache } from '@/lib/server/content/content-cache';
import { deferred } from '../../../helpers/deferred';


describe('createContentCache', () => {
  it('runs the loader once for a burst of 50 concurrent readers, who all get its answer', async () => {
    const cache = createContentCache({ ttlMs: 30_000 });
    const answer = deferred<{ title: string }>();
    const load = jest.fn(() => answer.promise);
    const readers = Array.from({ length: 50 }, () => cache.get('home', load));
    answer.resolve({ title: 'Lead' });
    const values = await Promise.all(readers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual({ title: 'Lead' });
    await cache.get('home', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the time-to-live has passed', async () => {
    let now = 1_000;
    const cache = createContentCache({ ttlMs: 30_000, now: () => now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    now += 29_999;
    expect(await cache.get('k', load)).toBe(1);
    now += 2;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = createContentCache({ ttlMs: 30_000 });
    expect(await cache.get(contentKey('article', 'news', 'a'), async () => 'a')).toBe('a');
    expect(await cache.get(contentKey('article', 'news', 'b'), async () => 'b')).toBe('b');
  });

  it('does not keep a failed load: every waiting reader sees the error, the next reader loads again', async () => {
    const cache = createContentCache({ ttlMs: 30_000 });
    const failing = jest.fn(async () => {
      throw new Error('database down');
    });
    const readers = Array.from({ length: 5 }, () => cache.get('k', failing));
    for (const reader of readers) await expect(reader).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('caches null and undefined answers too', async () => {
    const cache = createContentCache({ ttlMs: 30_000 });
    const load = jest.fn(async () => null);
    await cache.get('k', load);
    expect(await cache.get('k', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with a time-to-live of 0 calls the loader every time', async () => {
    const cache = createContentCache({ ttlMs: 0 });
    const load = jest.fn(async () => 'fresh');
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sharedContentCache', () => {
  afterEach(() => resetSharedContentCache());

  it('is one cache for the process, made with the first caller’s settings', async () => {
    const first = sharedContentCache(() => ({ ttlMs: 30_000 }));
    expect(sharedContentCache(() => ({ ttlMs: 0 }))).toBe(first);
    await first.get('k', async () => 1);
    resetSharedContentCache();
    expect(sharedContentCache(() => ({ ttlMs: 30_000 }))).not.toBe(first);
  });
});
