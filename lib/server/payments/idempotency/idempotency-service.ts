import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { idempotencyInProgress, idempotencyKeyReused } from '../payment-errors';
import { claimKey, completeKey, findKey, KEY_LIFETIME_MS, markKeyRetryable, releaseKey, retakeKey } from './idempotency-store';

// A key still in progress after this long belonged to a process that died. The retry finishes its
// work: the transaction id and the provider's key follow from the key, so no second charge follows.
const ABANDONED_AFTER_MS = 10 * 60_000;
const POLL_MS = 50;
const MAX_POLLS = 400;

/** A canonical text of a request body: object keys sorted, so key order does not change the hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/** A stored refusal is answered again exactly; a stored success is returned. */
function replay<T>(status: number | null, body: unknown): T {
  if (status === 200) return body as T;
  const error = (body ?? {}) as { code?: string; message?: string; details?: unknown };
  throw new AppError(error.code ?? 'INTERNAL', status ?? 500, error.message ?? 'Replayed failure.', error.details);
}

interface IdempotencyDeps {
  db: Db;
  clock: () => Date;
}

/**
 * Runs `work` once per (member, key): the same key and body answers the first result, a
 * different body is a 409, and a concurrent request waits for the first to finish. Refusals that
 * the client caused (4xx, declines) are kept like successes, as Stripe does; after our own
 * failures the key is retryable: the next retry runs the work again under the key's first
 * creation time, so the same transaction and provider key, never a second charge.
 */
export async function withIdempotency<T>(deps: IdempotencyDeps, uid: string, key: string, body: unknown, work: (keyCreatedAt: Date) => Promise<T>): Promise<T> {
  const hash = requestHash(body);
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const createdAt = deps.clock();
    if (await claimKey(deps.db, { memberUid: uid, key, requestHash: hash, createdAt })) {
      return runClaimed(deps, uid, key, () => work(createdAt));
    }
    const row = await findKey(deps.db, uid, key);
    if (!row) continue;
    const age = deps.clock().getTime() - row.createdAt.getTime();
    if (age > KEY_LIFETIME_MS) {
      await releaseKey(deps.db, uid, key, { createdBefore: new Date(row.createdAt.getTime() + 1) });
      continue;
    }
    if (row.requestHash !== hash) throw idempotencyKeyReused();
    if (row.status === 'completed') return replay<T>(row.responseStatus, row.responseBody);
    if (row.status === 'retryable' && (await retakeKey(deps.db, uid, key))) return runClaimed(deps, uid, key, () => work(row.createdAt));
    if (age > ABANDONED_AFTER_MS) {
      // Finished under the same key creation time, so the same transaction and provider key.
      return runClaimed(deps, uid, key, () => work(row.createdAt));
    }
    await sleep(POLL_MS);
  }
  throw idempotencyInProgress();
}

async function runClaimed<T>(deps: IdempotencyDeps, uid: string, key: string, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await completeKey(deps.db, uid, key, { status: 200, body: result, at: deps.clock() });
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      await completeKey(deps.db, uid, key, { status: error.status, body: { code: error.code, message: error.message, details: error.details }, at: deps.clock() });
    } else {
      // Releasing the key here would give the retry a new transaction id: after a charge, a second charge.
      await markKeyRetryable(deps.db, uid, key).catch(() => undefined);
    }
    throw error;
  }
}
