import type { IncomingMessage } from 'node:http';
import { readSessionCookie } from './session-cookie';
import { sessionUid } from './session-service';
import { adminAuth } from './firebase-admin';
import type { Db } from '../db/client';

/** The uid a page request's session cookie names; null without a cookie or with one that is no good. */
export async function pageSessionUid(req: IncomingMessage, db: Db): Promise<string | null> {
  const cookie = readSessionCookie(req);
  return cookie ? sessionUid({ db, auth: adminAuth(), now: () => new Date() }, cookie) : null;
}
