import { asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES, type MemberType } from '@/lib/schemas/member-type';
import type { Db } from '../db/client';
import { members, staffInvites } from '../db/schema/members';

export type StaffInviteRow = typeof staffInvites.$inferSelect;

/** Members whose type is a staff role, administrators first, then by name and email. */
export async function listStaffRows(db: Db) {
  return db
    .select({ uid: members.uid, email: members.email, name: members.name, firstName: members.firstName, lastName: members.lastName, type: members.type })
    .from(members)
    .where(inArray(members.type, [...STAFF_ROLES]))
    .orderBy(sql`array_position(array['administrator','editor','author','contributor']::text[], ${members.type})`, asc(members.name), asc(members.email));
}

export async function listInviteRows(db: Db): Promise<(StaffInviteRow & { invitedByEmail: string | null })[]> {
  return db
    .select({ email: staffInvites.email, role: staffInvites.role, invitedByUid: staffInvites.invitedByUid, createdAt: staffInvites.createdAt, invitedByEmail: members.email })
    .from(staffInvites)
    .leftJoin(members, eq(members.uid, staffInvites.invitedByUid))
    .orderBy(asc(staffInvites.createdAt), asc(staffInvites.email));
}

export async function findInvite(db: Db, email: string): Promise<StaffInviteRow | undefined> {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.email, email.toLowerCase()));
  return row;
}

/** A new invite, or a changed role for a pending one (who invited and when follow the latest). */
export async function upsertInvite(db: Db, invite: { email: string; role: string; invitedByUid: string; now: Date }): Promise<void> {
  await db
    .insert(staffInvites)
    .values({ email: invite.email.toLowerCase(), role: invite.role, invitedByUid: invite.invitedByUid, createdAt: invite.now })
    .onConflictDoUpdate({ target: staffInvites.email, set: { role: invite.role, invitedByUid: invite.invitedByUid, createdAt: invite.now } });
}

/** True when there was an invite to delete. */
export async function deleteInvite(db: Db, email: string): Promise<boolean> {
  const rows = await db.delete(staffInvites).where(eq(staffInvites.email, email.toLowerCase())).returning({ email: staffInvites.email });
  return rows.length > 0;
}

/** The administrators' uids, locked until the transaction ends so two demotions cannot both pass the last-one check. */
export async function lockAdministratorUids(db: Db): Promise<string[]> {
  const rows = await db.select({ uid: members.uid }).from(members).where(eq(members.type, 'administrator')).for('update');
  return rows.map((row) => row.uid);
}

export async function setMemberTypeByUid(db: Db, uid: string, type: MemberType, now: Date): Promise<boolean> {
  const rows = await db.update(members).set({ type, updatedAt: now }).where(eq(members.uid, uid)).returning({ uid: members.uid });
  return rows.length > 0;
}
