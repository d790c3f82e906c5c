import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { podcastPositions } from '../db/schema/community';
import { podcastEpisodes } from '../db/schema/media';

export async function findEpisode(db: Db, uid: string): Promise<{ id: number; durationSeconds: number } | null> {
  const [row] = await db.select({ id: podcastEpisodes.id, durationSeconds: podcastEpisodes.durationSeconds }).from(podcastEpisodes).where(eq(podcastEpisodes.uid, uid)).limit(1);
  return row ?? null;
}

export async function findPosition(db: Db, memberUid: string, episodeId: number): Promise<{ positionSeconds: number; savedAt: Date } | null> {
  const [row] = await db
    .select({ positionSeconds: podcastPositions.positionSeconds, savedAt: podcastPositions.savedAt })
    .from(podcastPositions)
    .where(and(eq(podcastPositions.memberUid, memberUid), eq(podcastPositions.episodeId, episodeId)));
  return row ?? null;
}

/**
 * Keeps the position unless one saved later (by its device's clock) is already kept: one
 * statement, so two devices saving at once cannot both win. Answers whether this one was kept.
 */
export async function saveNewerPosition(db: Db, row: { memberUid: string; episodeId: number; positionSeconds: number; savedAt: Date }): Promise<boolean> {
  const kept = await db
    .insert(podcastPositions)
    .values(row)
    .onConflictDoUpdate({
      target: [podcastPositions.memberUid, podcastPositions.episodeId],
      set: { positionSeconds: row.positionSeconds, savedAt: row.savedAt },
      setWhere: lt(podcastPositions.savedAt, row.savedAt),
    })
    .returning({ episodeId: podcastPositions.episodeId });
  return kept.length > 0;
}
