import type { AdminAuth } from '../auth/firebase-admin';
import type { Db } from '../db/client';

/** What the auth and members services need; the container builds it, tests build their own. */
export interface ServiceDeps {
  db: Db;
  auth: AdminAuth;
  now: () => Date;
  /** ADMIN_EMAILS, lower-cased: who becomes an administrator at sign-in (lib/server/staff/staff-grants.ts). */
  adminEmails?: ReadonlySet<string>;
}
