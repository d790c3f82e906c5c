import { type AdminAuth, adminAuth } from '../auth/firebase-admin';
import { type Db, getDb } from '../db/client';

/** What the auth and members services need; routes get it here, tests build their own. */
export interface ServiceDeps {
  db: Db;
  auth: AdminAuth;
  now: () => Date;
}

export async function serviceDeps(): Promise<ServiceDeps> {
  return { db: await getDb(), auth: adminAuth(), now: () => new Date() };
}
