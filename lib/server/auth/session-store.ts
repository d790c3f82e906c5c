import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedSessions } from '../db/schema/sessions';

/** The cookie is a credential: only its hash is stored. */
export const sessionCookieHash = (cookie: string): string => createHash('sha256').update(cookie).digest('hex');

export async function isSessionRevoked(db: Db, cookie: string): Promise<boolean> {
  const [row] = await db.select({ hash: revokedSessions.cookieHash }).from(revokedSessions).where(eq(revokedSessions.cookieHash, sessionCookieHash(cookie)));
  return row !== undefined;
}

/** Records a signed-out cookie (idempotent) and drops records of cookies that have expired anyway. */
export async function recordRevokedSession(db: Db, session: { cookie: string; uid: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
  await db
    .insert(revokedSessions)
    .values({ cookieHash: sessionCookieHash(session.cookie), uid: session.uid, expiresAt: session.expiresAt, revokedAt: now })
    .onConflictDoNothing();
}
