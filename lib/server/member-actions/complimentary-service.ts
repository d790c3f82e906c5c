import type { z } from 'zod';
import type { ComplimentaryMembership } from '@/lib/schemas/desk-members';
import type { ComplimentaryBody } from '@/lib/schemas/member-actions';
import { canManageMembers } from '@/lib/staff/staff-permissions';
import { recordAudit } from '../audit/audit-store';
import type { Db } from '../db/client';
import { findMemberByUid } from '../members/member-store';
import { requireStaff } from '../staff/staff-access';
import { type ComplimentaryRow, findMemberComplimentary, insertComplimentary, markComplimentaryRevoked } from './complimentary-store';
import { complimentaryInPast, complimentaryNotFound, complimentaryTooLong, memberNotFound } from './member-action-errors';
import { nzDayStart } from './nz-calendar';

export interface ComplimentaryDeps {
  db: Db;
  clock: () => Date;
}

const FIVE_YEARS_MS = 5 * 366 * 86_400_000;

export const toComplimentary = (row: ComplimentaryRow): ComplimentaryMembership => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  reason: row.reason,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * POST /api/desk/members/{uid}/complimentary: membership without payment from now to the end of
 * the New Zealand day `endsAt`. The member counts as a supporter while it runs (decision 197).
 */
export async function grantComplimentary(deps: ComplimentaryDeps, callerUid: string, memberUid: string, body: z.output<typeof ComplimentaryBody>): Promise<ComplimentaryMembership> {
  const staff = await requireStaff(deps.db, callerUid, canManageMembers);
  const now = deps.clock();
  const endsAt = nzDayStart(body.endsAt, 1);
  if (endsAt <= now) throw complimentaryInPast();
  if (endsAt.getTime() - now.getTime() > FIVE_YEARS_MS) throw complimentaryTooLong();
  return deps.db.transaction(async (tx) => {
    if (!(await findMemberByUid(tx, memberUid))) throw memberNotFound();
    const row = await insertComplimentary(tx, { memberUid, startsAt: now, endsAt, reason: body.reason, grantedByUid: staff.uid, createdAt: now });
    const granted = toComplimentary(row);
    await recordAudit(tx, {
      actor: { uid: staff.uid, email: staff.email },
      action: 'membership.complimentary',
      memberUid,
      targetType: 'complimentary_membership',
      targetId: String(row.id),
      before: null,
      after: granted,
    });
    return granted;
  });
}

/** DELETE /api/desk/members/{uid}/complimentary/{id}: ends it now. Revoking a revoked one answers it as it is. */
export async function revokeComplimentary(deps: ComplimentaryDeps, callerUid: string, memberUid: string, id: number): Promise<ComplimentaryMembership> {
  const staff = await requireStaff(deps.db, callerUid, canManageMembers);
  return deps.db.transaction(async (tx) => {
    const row = await findMemberComplimentary(tx, memberUid, id, { forUpdate: true });
    if (!row) throw complimentaryNotFound();
    if (row.revokedAt) return toComplimentary(row);
    const revoked = await markComplimentaryRevoked(tx, id, deps.clock());
    await recordAudit(tx, {
      actor: { uid: staff.uid, email: staff.email },
      action: 'membership.complimentary_revoke',
      memberUid,
      targetType: 'complimentary_membership',
      targetId: String(id),
      before: toComplimentary(row),
      after: toComplimentary(revoked),
    });
    return toComplimentary(revoked);
  });
}
