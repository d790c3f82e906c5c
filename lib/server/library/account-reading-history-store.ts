import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountReadingHistories } from '../db/schema/community';

export type AccountReadingHistoryRow = typeof accountReadingHistories.$inferSelect;
type Change = Partial<Omit<AccountReadingHistoryRow, 'memberUid' | 'updatedAt'>>;

export async function findAccountReadingHistory(db: Db, uid: string): Promise<AccountReadingHistoryRow | null> {
  const [row] = await db.select().from(accountReadingHistories).where(eq(accountReadingHistories.memberUid, uid));
  return row ?? null;
}

/**
 * Reads the member's row locked for the change `change` computes from it, then writes it: two
 * devices recording at once each add their read.
 */
export async function changeAccountReadingHistory(db: Db, uid: string, emptyHistory: unknown, change: (row: AccountReadingHistoryRow | null) => Change, now: Date): Promise<AccountReadingHistoryRow> {
  return db.transaction(async (tx) => {
    await tx.insert(accountReadingHistories).values({ memberUid: uid, history: emptyHistory, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(accountReadingHistories).where(eq(accountReadingHistories.memberUid, uid)).for('update');
    const [updated] = await tx
      .update(accountReadingHistories)
      .set({ ...change(row ?? null), updatedAt: now })
      .where(eq(accountReadingHistories.memberUid, uid))
      .returning();
    if (!updated) throw new Error('account reading history missing after insert');
    return updated;
  });
}
