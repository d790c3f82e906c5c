import type { Db } from '../db/client';

export interface StoryDeps {
  db: Db;
  now: () => Date;
  /** Called after a change readers see (lib/server/content/content-changes.ts). */
  announce: () => Promise<void>;
}
