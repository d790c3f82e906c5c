import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { getConfig } from '../config';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

// One Redis connection for the whole process, also across the bundles Next builds per route.
const REDIS_KEY = Symbol.for('panui.rateLimitRedis');
type GlobalWithRedis = typeof globalThis & { [REDIS_KEY]?: Redis };

function sharedRedis(url: string): Redis {
  const g = globalThis as GlobalWithRedis;
  // No offline queue: while Redis is unreachable a command fails at once and the in-process
  // limiter below answers, rather than requests waiting on a reconnect.
  return (g[REDIS_KEY] ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }));
}

/**
 * A limiter counting in Redis when REDIS_URL is set, so every instance behind the load balancer
 * spends from one bucket; otherwise in this process. If Redis fails, this process's own count
 * answers until it is back, so an outage neither refuses everyone nor lifts the limits.
 */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const url = getConfig().REDIS_URL;
  if (!url) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `panui:rl:${options.keyPrefix}`,
    storeClient: sharedRedis(url),
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
