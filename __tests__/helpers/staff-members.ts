import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { members, staffInvites } from '@/lib/server/db/schema/members';
import type { MemberType } from '@/lib/schemas/member-type';
import { type Answer, bearer } from './api-call';
import { createEmailUser, type EmailUser } from './firebase-emulator';

/** A Firebase user with a member row of `type` (a staff role, moderator or standard). */
export async function memberOfType(type: MemberType, name = 'Mere Tane'): Promise<EmailUser> {
  const user = await createEmailUser();
  await (await getDb()).insert(members).values({ uid: user.uid, email: user.email, name, type });
  return user;
}

export const memberType = async (uid: string) => (await (await getDb()).select({ type: members.type }).from(members).where(eq(members.uid, uid)))[0]?.type;

export const inviteRow = async (email: string) => (await (await getDb()).select().from(staffInvites).where(eq(staffInvites.email, email)))[0];

/** The desk's callers for role tests: one of each kind that may not edit site content, and an editor. */
export async function siteContentCallers() {
  const [editor, administrator, author, contributor, reader] = await Promise.all(
    (['editor', 'administrator', 'author', 'contributor', 'standard'] as const).map((type) => memberOfType(type)),
  );
  return { editor: editor!, administrator: administrator!, author: author!, contributor: contributor!, reader: reader! };
}

/** Any method with an optional JSON body and bearer token; answers status and parsed body. */
export async function send(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json(), headers: res.headers };
}
