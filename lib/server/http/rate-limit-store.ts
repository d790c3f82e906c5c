import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { getConfig } from '../config';
import { log } from '../observability/logger';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

interface SharedRedis {
  client: Redis;
  /** Settles once the first connection is up, or after a short wait if Redis does not answer. */
  firstConnection: Promise<void>;
}

// One Redis connection for the whole process, also across the bundles Next builds per route.
const REDIS_KEY = Symbol.for('panui.rateLimitRedis');
type GlobalWithRedis = typeof globalThis & { [REDIS_KEY]?: SharedRedis };
const FIRST_CONNECTION_WAIT_MS = 2_000;

function sharedRedis(url: string): SharedRedis {
  const g = globalThis as GlobalWithRedis;
  if (g[REDIS_KEY]) return g[REDIS_KEY];
  // No offline queue: while Redis is unreachable a command fails at once and the in-process
  // limiter answers, rather than every request waiting on reconnects.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 200, 2_000) });
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) log().error({ err: error }, `Redis (rate limits): ${error.message}; counting in this process until it is back`);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  const firstConnection = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
  });
  return (g[REDIS_KEY] = { client, firstConnection });
}

/** Waits for the first connection before counting, so the first requests after a start are counted in Redis too. */
class SharedRateLimiter extends RateLimiterRedis {
  constructor(
    options: ConstructorParameters<typeof RateLimiterRedis>[0],
    private readonly firstConnection: Promise<void>,
  ) {
    super(options);
  }

  override async consume(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    await this.firstConnection;
    return super.consume(key, points, options);
  }
}

/**
 * A limiter counting in Redis when REDIS_URL is set, so every instance behind the load balancer
 * spends from one bucket; otherwise in this process. If Redis fails, this process's own count
 * answers until it is back, so an outage neither refuses everyone nor lifts the limits.
 */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const url = getConfig().REDIS_URL;
  if (!url) return new RateLimiterMemory(options);
  const redis = sharedRedis(url);
  return new SharedRateLimiter(
    { ...options, keyPrefix: `panui:rl:${options.keyPrefix}`, storeClient: redis.client, insuranceLimiter: new RateLimiterMemory(options) },
    redis.firstConnection,
  );
}
