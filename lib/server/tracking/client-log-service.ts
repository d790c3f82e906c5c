import { CLIENT_LOG_LIMITS, type ClientLogEntry } from '@/lib/schemas/client-log';
import type { Db } from '../db/client';
import { insertClientLog } from './tracking-store';

export interface ClientLogContext {
  /** Host names whose referrers we keep (SPEC §5). */
  ownHosts: Set<string>;
  /** From the request headers, used when the body leaves them out. */
  headerUserAgent?: string;
  headerReferrer?: string;
}

function ownReferrer(referrer: string | undefined, hosts: Set<string>): string | null {
  if (!referrer) return null;
  try {
    return hosts.has(new URL(referrer).hostname.toLowerCase()) ? referrer.slice(0, CLIENT_LOG_LIMITS.referrer) : null;
  } catch {
    return null;
  }
}

/** Stores one browser error report, already capped by the schema; keeps only our own referrers. */
export async function recordClientLog(db: Db, entry: ClientLogEntry, context: ClientLogContext): Promise<{ id: number }> {
  const userAgent = (entry.userAgent ?? context.headerUserAgent ?? '').slice(0, CLIENT_LOG_LIMITS.userAgent) || null;
  return insertClientLog(db, {
    message: entry.message,
    callstack: entry.callstack ?? null,
    stamp: entry.stamp ?? null,
    userAgent,
    referrer: ownReferrer(entry.referrer ?? context.headerReferrer, context.ownHosts),
    url: entry.url ?? null,
    errorName: entry.error?.name ?? null,
  });
}
