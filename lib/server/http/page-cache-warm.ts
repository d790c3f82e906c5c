import { log } from '../observability/logger';

/** What a warm-up waits for before giving up: a page render, with room for a busy machine. */
const WARM_TIMEOUT_MS = 10_000;

/**
 * Requests a page from the page cache in front once, as an anonymous reader whose browser takes
 * gzip, so the cache renders and keeps it before readers ask (decision 330). nginx's cache lock
 * lets one request render a missing page and makes the rest poll for it every 500 ms, so a burst
 * that arrives while the page renders waits up to half a second; one that finds it cached does not.
 * Never fails: a page that cannot be warmed is rendered by its first reader, as without this.
 */
export function pageCacheWarmer(cacheUrl: string | undefined): ((path: string) => Promise<void>) | undefined {
  if (!cacheUrl) return undefined;
  return async (path) => {
    try {
      const answer = await fetch(new URL(path, cacheUrl), { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual', signal: AbortSignal.timeout(WARM_TIMEOUT_MS) });
      // Read to the end, so the cache has the whole page to keep.
      await answer.arrayBuffer();
      if (answer.status !== 200) log().warn({ path, status: answer.status }, `Page cache: warming ${path} answered ${answer.status}`);
    } catch (error) {
      log().warn({ err: error, path }, `Page cache: could not warm ${path}`);
    }
  };
}
