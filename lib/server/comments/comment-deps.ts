import type { Caller } from '../auth/verify-id-token';
import type { Db } from '../db/client';

/** What the comment services need; the container builds it, tests build their own with a fake clock. */
export interface CommentDeps {
  db: Db;
  now: () => Date;
  /** Makes a signed-in reader's missing member row, if it can (decision 305); null when it cannot be. */
  healMember?: (caller: Caller) => Promise<object | null>;
}
