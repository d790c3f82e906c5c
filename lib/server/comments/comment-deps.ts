import type { Db } from '../db/client';

/** What the comment services need; the container builds it, tests build their own with a fake clock. */
export interface CommentDeps {
  db: Db;
  now: () => Date;
}
