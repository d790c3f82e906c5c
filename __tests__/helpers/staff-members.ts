import { getDb } from '@/lib/server/db/client';
import { members } from '@/lib/server/db/schema/members';
import type { MemberType } from '@/lib/schemas/member-type';
import { type Answer, bearer } from './api-call';
import { createEmailUser, type EmailUser } from './firebase-emulator';

/** A signed-in emulator user whose member row has `type` (a staff role, or 'standard' for a reader). */
export async function createMemberOfType(type: MemberType): Promise<EmailUser> {
  const user = await createEmailUser();
  await (await getDb()).insert(members).values({ uid: user.uid, email: user.email, type });
  return user;
}

/** The desk's callers for role tests: one of each kind that may not edit site content, and an editor. */
export async function siteContentCallers() {
  const [editor, administrator, author, contributor, reader] = await Promise.all(
    (['editor', 'administrator', 'author', 'contributor', 'standard'] as const).map((type) => createMemberOfType(type)),
  );
  return { editor: editor!, administrator: administrator!, author: author!, contributor: contributor!, reader: reader! };
}

/** Any method with an optional JSON body and bearer token; answers status and parsed body. */
export async function send(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json(), headers: res.headers };
}
