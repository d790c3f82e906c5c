import type { CardStory } from '@/lib/articles/card-story';
import type { TvShowCard } from '@/lib/schemas/watchlist';
import type { Db } from '../db/client';
import { summariesByIds } from './article-service';
import { allShowCards, relatedArticleIds, showCardBySlug } from './tv-show-store';

export interface TvShowPage {
  show: TvShowCard;
  /** Articles about the show (tv_show_articles), newest first. */
  articles: CardStory[];
}

/** Every show, by title: the /tv page. */
export const listShows = (db: Db): Promise<TvShowCard[]> => allShowCards(db);

export async function findShowPage(db: Db, slug: string): Promise<TvShowPage | null> {
  const show = await showCardBySlug(db, slug);
  if (!show) return null;
  const summaries = await summariesByIds(db, await relatedArticleIds(db, show.id));
  const articles = summaries
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map(({ id, title, standfirst, path, published, category, author }) => ({ id, title, standfirst, path, published, category: { name: category.name }, author: { name: author.name } }));
  return { show, articles };
}
