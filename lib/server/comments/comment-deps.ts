import { type Db, getDb } from '../db/client';

/** What the comment services need; routes get it here, tests build their own with a fake clock. */
export interface CommentDeps {
  db: Db;
  now: () => Date;
}

export async function commentDeps(): Promise<CommentDeps> {
  return { db: await getDb(), now: () => new Date() };
}
