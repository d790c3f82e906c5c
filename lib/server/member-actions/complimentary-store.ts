import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { complimentaryMemberships } from '../db/schema/business';

export type ComplimentaryRow = typeof complimentaryMemberships.$inferSelect;

export async function insertComplimentary(db: Db, values: typeof complimentaryMemberships.$inferInsert): Promise<ComplimentaryRow> {
  const [row] = await db.insert(complimentaryMemberships).values(values).returning();
  return row!;
}

export async function findMemberComplimentary(db: Db, memberUid: string, id: number, options: { forUpdate?: boolean } = {}): Promise<ComplimentaryRow | undefined> {
  const query = db
    .select()
    .from(complimentaryMemberships)
    .where(and(eq(complimentaryMemberships.id, id), eq(complimentaryMemberships.memberUid, memberUid)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function markComplimentaryRevoked(db: Db, id: number, at: Date): Promise<ComplimentaryRow> {
  const [row] = await db.update(complimentaryMemberships).set({ revokedAt: at }).where(eq(complimentaryMemberships.id, id)).returning();
  return row!;
}

/** A member's complimentary memberships, latest ending first. */
export async function listMemberComplimentary(db: Db, memberUid: string): Promise<ComplimentaryRow[]> {
  return db.select().from(complimentaryMemberships).where(eq(complimentaryMemberships.memberUid, memberUid)).orderBy(desc(complimentaryMemberships.endsAt), desc(complimentaryMemberships.id));
}

/** Whether the member holds a complimentary membership running at `now` (begun, not ended, not revoked). */
export async function hasRunningComplimentary(db: Db, memberUid: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: complimentaryMemberships.id })
    .from(complimentaryMemberships)
    .where(
      and(
        eq(complimentaryMemberships.memberUid, memberUid),
        isNull(complimentaryMemberships.revokedAt),
        lte(complimentaryMemberships.startsAt, now),
        gt(complimentaryMemberships.endsAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
