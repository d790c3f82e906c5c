import type { Db } from '../db/client';
import { type ContentCache, contentKey } from '../content/content-cache';
import { recurringNow } from './revenue-now-store';

export interface SupporterCountDeps {
  db: Db;
  now: () => Date;
  cache: ContentCache;
  /** SHOW_SUPPORTER_COUNT: the newsroom chooses whether readers see it. */
  shown: boolean;
}

/**
 * How many readers give monthly or yearly (paused ones too: they have not left), for the donate
 * and members pages; null when the newsroom does not show it, or nobody gives yet ("Join 0" asks
 * nobody). Read through the content cache, so a burst of donors costs one count.
 */
export async function publicSupporterCount({ db, now, cache, shown }: SupporterCountDeps): Promise<number | null> {
  if (!shown) return null;
  const count = await cache.get(contentKey('supporterCount'), async () => {
    const { activeSupporters, pausedSupporters } = await recurringNow(db, now());
    return activeSupporters + pausedSupporters;
  });
  return count > 0 ? count : null;
}
