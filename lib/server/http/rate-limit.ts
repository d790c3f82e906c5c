import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { describeWait } from '@/lib/describe-wait';
import { countRateLimitRefusal } from '../observability/metrics';
import { AppError } from './errors';
import { createLimiter } from './rate-limit-store';

export interface RateLimit {
  /** Names the bucket; routes sharing a name share the limit. */
  name: string;
  points: number;
  durationSeconds: number;
}

// One limiter per bucket for the whole process, also across the bundles Next builds per route.
const LIMITERS_KEY = Symbol.for('panui.rateLimiters');
type GlobalWithLimiters = typeof globalThis & { [LIMITERS_KEY]?: Map<string, RateLimiterAbstract> };

function limiterFor(limit: RateLimit): RateLimiterAbstract {
  const g = globalThis as GlobalWithLimiters;
  const limiters = (g[LIMITERS_KEY] ??= new Map());
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = createLimiter({ keyPrefix: limit.name, points: limit.points, duration: limit.durationSeconds });
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

/** Spends `points` (one unless given) for `key`; throws a 429 AppError with Retry-After once the bucket is empty. */
export async function consumeRateLimit(limit: RateLimit, key: string, points = 1): Promise<void> {
  try {
    await limiterFor(limit).consume(key, points);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    countRateLimitRefusal(limit.name);
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError('RATE_LIMITED', 429, `Too many requests. Try again in ${describeWait(retryAfter)}.`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}

/** Gives back `points` (one unless given) that `key` spent, for a call that turned out not to count. */
export async function refundRateLimit(limit: RateLimit, key: string, points = 1): Promise<void> {
  await limiterFor(limit).reward(key, points);
}

/** Forgets every bucket; for tests that need a fresh limit. */
export function resetRateLimits(): void {
  (globalThis as GlobalWithLimiters)[LIMITERS_KEY]?.clear();
}
