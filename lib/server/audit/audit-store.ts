import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { DeskAuditAction } from '@/lib/desk/audit-actions';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/business';

/** What staff can do to a member's account or money; each is one kind of audit-log row. */
export type AuditAction = DeskAuditAction;

export interface AuditEntry {
  actor: { uid: string; email: string | null };
  action: AuditAction;
  memberUid: string | null;
  targetType: 'transaction' | 'subscription' | 'member' | 'complimentary_membership';
  targetId: string;
  before: unknown;
  after: unknown;
}

/**
 * Records one staff action. Pass the database transaction the action itself runs in, so the
 * record and the change land together or not at all.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUid: entry.actor.uid,
    actorEmail: entry.actor.email,
    action: entry.action,
    memberUid: entry.memberUid,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Audit rows newest first, `limit` at most, after the keyset `before` (the last row of the
 * previous page), optionally one member's or one action's.
 */
export async function listAuditRows(
  db: Db,
  filter: { memberUid?: string; action?: string; before?: { at: Date; id: number } },
  limit: number,
): Promise<AuditRow[]> {
  const conditions = [
    filter.memberUid ? eq(auditLog.memberUid, filter.memberUid) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.before ? or(lt(auditLog.createdAt, filter.before.at), and(eq(auditLog.createdAt, filter.before.at), lt(auditLog.id, filter.before.id))) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
