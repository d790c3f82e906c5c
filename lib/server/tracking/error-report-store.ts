import { desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { ErrorReport } from '../providers/error-tracking/error-forwarder';
import type { Db } from '../db/client';
import { errorGroupHours, errorGroups } from '../db/schema/tracking';

const HOUR_MS = 3_600_000;

/** The start of the hour `at` falls in. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Counts one report in its group: the group's row is made or counted up (its sample replaced by
 * this report), and so is the group's row for this hour. However many reports an error gets, it
 * keeps one row, and one more an hour it happens in (decision 245).
 */
export async function countErrorReport(db: Db, report: ErrorReport): Promise<void> {
  const { sample } = report;
  await db.transaction(async (tx) => {
    await tx
      .insert(errorGroups)
      .values({
        fingerprint: report.fingerprint,
        source: report.source,
        message: report.message,
        firstFrame: report.firstFrame,
        errorName: report.errorName,
        reports: 1,
        firstSeen: report.at,
        lastSeen: report.at,
        sampleMessage: sample.message,
        sampleCallstack: sample.callstack,
        sampleUserAgent: sample.userAgent,
        samplePath: sample.path,
        sampleReferrer: sample.referrer,
        sampleRequestId: sample.requestId,
      })
      .onConflictDoUpdate({
        target: errorGroups.fingerprint,
        set: {
          reports: sql`${errorGroups.reports} + 1`,
          firstSeen: sql`least(${errorGroups.firstSeen}, excluded.first_seen)`,
          lastSeen: sql`greatest(${errorGroups.lastSeen}, excluded.last_seen)`,
          errorName: sql`coalesce(excluded.error_name, ${errorGroups.errorName})`,
          sampleMessage: sql`excluded.sample_message`,
          sampleCallstack: sql`excluded.sample_callstack`,
          sampleUserAgent: sql`excluded.sample_user_agent`,
          samplePath: sql`excluded.sample_path`,
          sampleReferrer: sql`excluded.sample_referrer`,
          sampleRequestId: sql`excluded.sample_request_id`,
        },
      });
    await tx
      .insert(errorGroupHours)
      .values({ fingerprint: report.fingerprint, hour: hourOf(report.at), reports: 1 })
      .onConflictDoUpdate({ target: [errorGroupHours.fingerprint, errorGroupHours.hour], set: { reports: sql`${errorGroupHours.reports} + 1` } });
  });
}

/** The groups with the most reports in hours starting at or after `from`, most first. */
export async function topErrorGroups(db: Db, from: Date, limit: number) {
  const recent = sql<number>`sum(${errorGroupHours.reports})`.mapWith(Number);
  return db
    .select({ ...getTableColumns(errorGroups), recent })
    .from(errorGroupHours)
    .innerJoin(errorGroups, eq(errorGroups.fingerprint, errorGroupHours.fingerprint))
    .where(gte(errorGroupHours.hour, from))
    .groupBy(errorGroups.fingerprint)
    .orderBy(desc(recent), desc(errorGroups.lastSeen))
    .limit(limit);
}

/** Forgets hourly counts older than `before`, and the groups not seen since (their hours go with them); answers how many groups went. */
export async function pruneErrorGroups(db: Db, before: Date): Promise<{ groups: number }> {
  await db.delete(errorGroupHours).where(lt(errorGroupHours.hour, before));
  const groups = await db.delete(errorGroups).where(lt(errorGroups.lastSeen, before)).returning({ fingerprint: errorGroups.fingerprint });
  return { groups: groups.length };
}
