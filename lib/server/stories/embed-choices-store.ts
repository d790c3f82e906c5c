import { asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { podcastEpisodes, podcastSeries, quizzes } from '../db/schema/media';

/** At most this many choices: the picker narrows by typing, never by scrolling thousands. */
export const EMBED_CHOICES_LIMIT = 20;

// ILIKE's own wildcards in what was typed match themselves, not anything.
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Episodes whose title contains `q` (any case), newest first, with their series' slug for the path. */
export function findEpisodeChoices(db: Db, q: string) {
  const query = db
    .select({ uid: podcastEpisodes.uid, slug: podcastEpisodes.slug, title: podcastEpisodes.title, seriesSlug: podcastSeries.slug })
    .from(podcastEpisodes)
    .innerJoin(podcastSeries, eq(podcastSeries.id, podcastEpisodes.seriesId));
  return (q ? query.where(ilike(podcastEpisodes.title, containing(q))) : query)
    .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id))
    .limit(EMBED_CHOICES_LIMIT);
}

/** Quizzes whose title contains `q` (any case), by title. */
export function findQuizChoices(db: Db, q: string) {
  const query = db.select({ slug: quizzes.slug, title: quizzes.title }).from(quizzes);
  return (q ? query.where(ilike(quizzes.title, containing(q))) : query).orderBy(asc(quizzes.title)).limit(EMBED_CHOICES_LIMIT);
}
