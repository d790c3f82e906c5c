import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { statementRuns } from '../db/schema/statements';

export type StatementRunRow = typeof statementRuns.$inferSelect;

/**
 * Takes the tax year's run for this instance: a new one, or an unfinished one whose heartbeat is
 * older than `staleBefore` (its instance stopped). Answers the row to go on from, or undefined when
 * the run is finished or another instance is working on it; one statement decides, so two
 * instances never both take it.
 */
export async function claimStatementRun(db: Db, taxYear: number, now: Date, staleBefore: Date): Promise<StatementRunRow | undefined> {
  const [row] = await db
    .insert(statementRuns)
    .values({ taxYear, startedAt: now, heartbeatAt: now })
    .onConflictDoUpdate({
      target: statementRuns.taxYear,
      set: { heartbeatAt: now },
      setWhere: and(isNull(statementRuns.finishedAt), lt(statementRuns.heartbeatAt, staleBefore)),
    })
    .returning();
  return row;
}

export async function findStatementRun(db: Db, taxYear: number): Promise<StatementRunRow | undefined> {
  const [row] = await db.select().from(statementRuns).where(eq(statementRuns.taxYear, taxYear));
  return row;
}

/** Records a page of donors handed over: the last uid, how many, and that this instance is alive. */
export async function advanceStatementRun(db: Db, taxYear: number, afterUid: string, count: number, now: Date): Promise<void> {
  await db
    .update(statementRuns)
    .set({ afterUid, sent: sql`${statementRuns.sent} + ${count}`, heartbeatAt: now })
    .where(eq(statementRuns.taxYear, taxYear));
}

export async function finishStatementRun(db: Db, taxYear: number, now: Date): Promise<void> {
  await db
    .update(statementRuns)
    .set({ finishedAt: now, heartbeatAt: now })
    .where(and(eq(statementRuns.taxYear, taxYear), isNull(statementRuns.finishedAt)));
}
