import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { members, staffInvites } from '@/lib/server/db/schema/members';
import type { MemberType } from '@/lib/schemas/member-type';
import { createEmailUser, type EmailUser } from './firebase-emulator';

/** A Firebase user with a member row of `type` (a staff role, moderator or standard). */
export async function memberOfType(type: MemberType, name = 'Mere Tane'): Promise<EmailUser> {
  const user = await createEmailUser();
  await (await getDb()).insert(members).values({ uid: user.uid, email: user.email, name, type });
  return user;
}

export const memberType = async (uid: string) => (await (await getDb()).select({ type: members.type }).from(members).where(eq(members.uid, uid)))[0]?.type;

export const inviteRow = async (email: string) => (await (await getDb()).select().from(staffInvites).where(eq(staffInvites.email, email)))[0];
