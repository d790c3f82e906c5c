import type { z } from 'zod';
import type { AuditPage, AuditQuery, DeskAuditAction } from '@/lib/schemas/desk-audit';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { requireStaff } from '../staff/staff-access';
import { type AuditAction, type AuditRow, listAuditRows } from './audit-store';

/** A page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

// The browser's list of actions (lib/schemas) and the store's must be the same list: this fails to compile otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const AUDIT_ACTIONS_AGREE: Same<DeskAuditAction, AuditAction> = true;

const cursorOf = (row: AuditRow) => `${row.createdAt.getTime()}-${row.id}`;

function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('-').map(Number) as [number, number];
  return { at: new Date(at), id };
}

/** GET /api/desk/audit and the /desk/audit page: administrators only, newest first. */
export async function listAudit(db: Db, callerUid: string, query: z.output<typeof AuditQuery>): Promise<AuditPage> {
  await requireStaff(db, callerUid, canManageMembers);
  const rows = await listAuditRows(db, { memberUid: query.member, action: query.action, before: parseCursor(query.before) }, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { uid: row.actorUid, email: row.actorEmail },
      action: row.action,
      memberUid: row.memberUid,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE ? cursorOf(page.at(-1)!) : null,
  };
}
