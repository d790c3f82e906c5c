import type { EmbedChoice, EmbedChoicesQuery } from '@/lib/schemas/desk-embeds';
import type { Db } from '../db/client';
import { requireStaff } from '../staff/staff-access';
import { findEpisodeChoices, findQuizChoices } from './embed-choices-store';

/** What a story may embed (podcast episodes or quizzes) for the editor's picker; staff only. */
export async function listEmbedChoices(db: Db, uid: string, { kind, q = '' }: EmbedChoicesQuery): Promise<{ items: EmbedChoice[] }> {
  await requireStaff(db, uid);
  const wanted = q.trim();
  switch (kind) {
    case 'podcast': {
      const episodes = await findEpisodeChoices(db, wanted);
      return { items: episodes.map((episode) => ({ kind, id: episode.uid, title: episode.title, path: `/podcasts/${episode.seriesSlug}/${episode.slug}` })) };
    }
    case 'quiz': {
      const found = await findQuizChoices(db, wanted);
      return { items: found.map((quiz) => ({ kind, id: quiz.slug, title: quiz.title, path: `/quizzes/${quiz.slug}` })) };
    }
  }
}
