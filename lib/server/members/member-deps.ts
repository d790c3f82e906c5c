import type { AdminAuth } from '../auth/firebase-admin';
import type { Db } from '../db/client';

/** What the auth and members services need; the container builds it, tests build their own. */
export interface ServiceDeps {
  db: Db;
  auth: AdminAuth;
  now: () => Date;
}
