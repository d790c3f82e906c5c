import type { z } from 'zod';
import type { AuditPage, AuditQuery } from '@/lib/schemas/desk-audit';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { requireStaff } from '../staff/staff-access';
import { type AuditRow, listAuditRows } from './audit-store';

/** A page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

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
