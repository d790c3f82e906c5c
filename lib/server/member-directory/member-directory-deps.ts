import type { Db } from '../db/client';

export interface MemberDirectoryDeps {
  db: Db;
  now: () => Date;
}
