import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { log } from '../observability/logger';

/** The Redis channel every instance listens on; a message means "content changed, forget your cache". */
export const CONTENT_CHANGE_CHANNEL = 'panui:content-changed';

export interface ContentChangeChannel {
  /** Settles once this instance listens and can announce (or after a short wait if Redis does not answer). */
  ready: Promise<void>;
  /** Tells every other instance; never throws (their caches still expire within CONTENT_CACHE_SECONDS). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

const READY_WAIT_MS = 2_000;

/**
 * One instance's end of the channel (decision 143): a subscriber connection that calls `onChange`
 * when another instance announces a change, and a publisher connection for this one's own changes.
 * Its own messages are ignored: the instance that announces has already cleared its cache.
 */
export function openContentChangeChannel(url: string, onChange: () => void, warn: (message: string) => void = (message) => log().warn(message)): ContentChangeChannel {
  const instanceId = randomUUID();
  const retryStrategy = (times: number) => Math.min(times * 200, 2_000);
  // The subscriber keeps its offline queue: ioredis subscribes again by itself after a reconnect.
  const subscriber = new Redis(url, { retryStrategy, lazyConnect: false });
  // No offline queue for publishing: while Redis is down a publish fails at once instead of waiting.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy, lazyConnect: false });
  let reported = false;
  const report = (error: Error) => {
    if (!reported) warn(`Redis (content changes): ${error.message}; other instances' caches expire by themselves until it is back`);
    reported = true;
  };
  subscriber.on('error', report);
  publisher.on('error', report);
  subscriber.on('ready', () => {
    reported = false;
  });
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === CONTENT_CHANGE_CHANNEL && sender !== instanceId) onChange();
  });
  const subscribed = subscriber.subscribe(CONTENT_CHANGE_CHANNEL).then(
    () => undefined,
    (error: Error) => report(error),
  );
  // The publisher has no offline queue, so a publish before it connects would be dropped: ready waits for both.
  const publisherReady = publisher.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
  const ready = Promise.race([Promise.all([subscribed, publisherReady]).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
  return {
    ready,
    async publish() {
      try {
        await publisher.publish(CONTENT_CHANGE_CHANNEL, instanceId);
      } catch (error) {
        report(error as Error);
      }
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
