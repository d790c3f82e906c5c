import type { IncomingMessage } from 'node:http';
import type { Member } from '@/lib/schemas/member';
import { getDb } from '../db/client';
import { pageSessionUid } from '../auth/page-session';
import { log } from '../observability/logger';
import { findMemberByUid, toMember } from './member-store';

/** How long a page waits for the session's member before drawing without it. */
const SESSION_MEMBER_WAIT_MS = 1_500;

/**
 * The member a page request's session cookie names, so the profile shows who is signed in with
 * its first paint rather than after the browser has started Firebase Auth. It is a head start,
 * not the sign-in: the browser's Firebase user still decides the page. No cookie, one that is no
 * good, no member row, a failure or a Firebase slower than `waitMs` all answer null, and the page
 * draws as it did before, waiting for the browser.
 */
export async function sessionMember(req: IncomingMessage, waitMs = SESSION_MEMBER_WAIT_MS): Promise<Member | null> {
  const lookup = (async () => {
    const db = await getDb();
    const uid = await pageSessionUid(req, db);
    const row = uid ? await findMemberByUid(db, uid) : undefined;
    return row ? toMember(row) : null;
  })().catch((error: unknown) => {
    log().warn({ err: error }, 'Reading the session member for a page failed');
    return null;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}
