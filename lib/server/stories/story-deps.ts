import type { Db } from '../db/client';

export interface StoryDeps {
  db: Db;
  now: () => Date;
  /** Called after a change readers see (lib/server/content/content-changes.ts). */
  announce: () => Promise<void>;
  /**
   * Asks the page cache in front for a story's reader path once it goes live, after `announce`
   * (lib/server/http/page-cache-warm.ts; decision 330). Unset when no PAGE_CACHE_URL is configured.
   */
  warmPage?: (path: string) => Promise<void>;
}
