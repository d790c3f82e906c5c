import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { AppError } from '../http/errors';

/** How long the database may take to answer before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * An instance is ready for traffic when its database answers. Redis is not asked: without it the
 * rate limits count in each instance (decision 100), which is degraded but still serving.
 */
export async function checkReadiness(openDb: () => Promise<Pick<Db, 'execute'>>, timeoutMs = READINESS_TIMEOUT_MS): Promise<{ status: 'ready' }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
  });
  try {
    await Promise.race([openDb().then((db) => db.execute(sql`select 1`)), timedOut]);
  } catch {
    throw new AppError('NOT_READY', 503, 'This instance cannot reach its database.', undefined, { 'Retry-After': '5' });
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ready' };
}
