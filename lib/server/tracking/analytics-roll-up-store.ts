import { type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import { analyticsEventDays, analyticsEvents, rollUpMarks } from '../db/schema/tracking';
import { placementKey, rowsOf } from '../revenue/revenue-sql-store';

/** The roll_up_marks row of the analytics roll-up. */
export const ANALYTICS_ROLL_UP = 'analytics_events';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 00:00 of a New Zealand day (yyyy-MM-dd) as a timestamptz. */
export function nzDayStart(day: string): SQL {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  return sql`((${day}::date)::timestamp AT TIME ZONE ${NZ_TIME_ZONE})`;
}

// Our own constants, written into the text like the revenue stores' placements (revenue-sql-store.ts).
const KNOWN_NAMES = sql.raw(Object.values(ANALYTICS_EVENTS).map((name) => `'${name}'`).join(', '));
const nameKey = sql`(CASE WHEN ${analyticsEvents.name} IN (${KNOWN_NAMES}) THEN ${analyticsEvents.name} ELSE 'other' END)`;

/**
 * Rolls up the day after the roll-up's mark, when that day is not after `lastDay`, and moves the
 * mark onto it, in one transaction: the mark's row is locked first, so two instances running the
 * job at once roll up each day once (the second waits, then finds the mark moved). The first run
 * starts from the oldest event's day. Answers the day rolled up, or null when there was none.
 */
export async function rollUpNextDay(db: Db, lastDay: string): Promise<string | null> {
  if (!DAY.test(lastDay)) throw new Error(`not a day: ${lastDay}`);
  return db.transaction(async (tx) => {
    const oldestDay = sql`((min(${analyticsEvents.createdAt}) AT TIME ZONE ${NZ_TIME_ZONE})::date - 1)`;
    await tx.execute(sql`
      INSERT INTO ${rollUpMarks} (name, through)
      SELECT ${ANALYTICS_ROLL_UP}, coalesce(${oldestDay}, ${lastDay}::date) FROM ${analyticsEvents}
      ON CONFLICT (name) DO NOTHING`);
    const [mark] = rowsOf<{ next: string }>(
      await tx.execute(sql`SELECT to_char(through + 1, 'YYYY-MM-DD') AS next FROM ${rollUpMarks} WHERE name = ${ANALYTICS_ROLL_UP} FOR UPDATE`),
    );
    const day = mark?.next;
    if (!day || day > lastDay) return null;
    const after = sql`(${day}::date + 1)`;
    await tx.execute(sql`
      INSERT INTO ${analyticsEventDays} (nz_day, name, placement, events)
      SELECT ${day}::date, ${nameKey}, ${placementKey(sql`(${analyticsEvents.data} ->> 'placement')`)}, count(*)::int
      FROM ${analyticsEvents}
      WHERE ${analyticsEvents.createdAt} >= ${nzDayStart(day)} AND ${analyticsEvents.createdAt} < (${after}::timestamp AT TIME ZONE ${NZ_TIME_ZONE})
      GROUP BY 2, 3`);
    await tx.execute(sql`UPDATE ${rollUpMarks} SET through = ${day}::date WHERE name = ${ANALYTICS_ROLL_UP}`);
    return day;
  });
}

/** The last New Zealand day the roll-up covers, or null before its first run. */
export async function rolledUpThrough(db: Db): Promise<string | null> {
  const [mark] = rowsOf<{ through: string }>(await db.execute(sql`SELECT to_char(through, 'YYYY-MM-DD') AS through FROM ${rollUpMarks} WHERE name = ${ANALYTICS_ROLL_UP}`));
  return mark?.through ?? null;
}

/**
 * Deletes the events from before 00:00 of `day` (New Zealand), `batch` at a time, each batch its
 * own statement, so no lock is held for long and new events keep coming in meanwhile. Answers how
 * many were deleted.
 */
export async function deleteEventsBefore(db: Db, day: string, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const [result] = rowsOf<{ n: number }>(
      await db.execute(sql`
        WITH gone AS (
          DELETE FROM ${analyticsEvents} WHERE id IN (
            SELECT id FROM ${analyticsEvents} WHERE ${analyticsEvents.createdAt} < ${nzDayStart(day)} LIMIT ${batch}
          ) RETURNING 1
        )
        SELECT count(*)::int AS n FROM gone`),
    );
    const n = Number(result?.n ?? 0);
    deleted += n;
    if (n < batch) return deleted;
  }
}
