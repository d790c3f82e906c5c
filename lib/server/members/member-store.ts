import { and, eq, sql } from 'drizzle-orm';
import type { Member } from '@/lib/schemas/member';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';

export type MemberRow = typeof members.$inferSelect;
type NewMemberRow = typeof members.$inferInsert;
export type MemberNames = Pick<MemberRow, 'firstName' | 'lastName' | 'name'>;

/** "first last", or null when both are empty. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  return [firstName, lastName].filter(Boolean).join(' ').trim() || null;
}

/** The answer shape of every members call (SPEC §3): id and ds_id are the uid. */
export function toMember(row: MemberRow): Member {
  return {
    uid: row.uid,
    id: row.uid,
    ds_id: row.uid,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    type: row.type,
  };
}

const emailIs = (email: string) => sql`lower(${members.email}) = lower(${email})`;

export async function findMemberByUid(db: Db, uid: string, options: { forUpdate?: boolean } = {}): Promise<MemberRow | undefined> {
  const query = db.select().from(members).where(eq(members.uid, uid));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Matches the unique lower(email) index, so at most one row. */
export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(emailIs(email));
  return row;
}

export async function insertMember(db: Db, values: NewMemberRow): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error('member insert returned no row');
  return row;
}

/** A bare member row (a donor pays before their profile exists), unless `uid` already has one. */
export async function insertMemberIfMissing(db: Db, uid: string, email: string | null): Promise<void> {
  await db.insert(members).values({ uid, email }).onConflictDoNothing({ target: members.uid });
}

export async function updateMemberRow(db: Db, uid: string, patch: Partial<Omit<NewMemberRow, 'uid'>>): Promise<MemberRow | undefined> {
  const [row] = await db.update(members).set(patch).where(eq(members.uid, uid)).returning();
  return row;
}

/** Takes `email` off `uid`'s row (only if it still holds it), so another member can have it. */
/** Takes `email` off `uid`'s row, remembering it there for the owner's claim (decision 317). */
export async function releaseMemberEmail(db: Db, uid: string, email: string, now: Date): Promise<void> {
  await db
    .update(members)
    .set({ email: null, releasedEmail: email.toLowerCase(), updatedAt: now })
    .where(and(eq(members.uid, uid), emailIs(email)));
}

/** Sets the email of `uid`'s row unless another row holds it; false when nothing changed. */
export async function setMemberEmailIfFree(db: Db, uid: string, email: string, now: Date): Promise<boolean> {
  const holder = await findMemberByEmail(db, email);
  if (holder && holder.uid !== uid) return false;
  const rows = await db
    .update(members)
    .set({ email, updatedAt: now })
    .where(and(eq(members.uid, uid), sql`${members.email} is distinct from ${email}`))
    .returning({ uid: members.uid });
  return rows.length > 0;
}

export async function deleteMemberRow(db: Db, uid: string): Promise<void> {
  await db.delete(members).where(eq(members.uid, uid));
}
