import { type ContentCache, contentKey, sharedContentCache } from './content-cache';
import { listenForContentChanges } from './content-changes';
import type { CardStory } from '@/lib/articles/card-story';
import type { Db } from '../db/client';
import { type ArticleLookup, findArticleByPath } from './article-service';
import { type AuthorListing, findAuthorListing } from './author-list-service';
import { findSectionListing, type SectionListing } from './section-list-service';
import { type ArticleSummary, listLatestArticles, listNewestIdsByCategory, summariesByIds } from './article-store';
import { homeCollectionIds } from './home-collection-store';
import { listSeriesCards } from './podcast-store';
import { listNewestQuizzes } from './quiz-service';
import { newestShowCards } from './tv-show-store';
import type { PodcastSeriesCard } from '@/lib/podcasts/podcast-types';
import type { QuizCard } from '@/lib/quizzes/quiz-types';
import type { TvShowCard } from '@/lib/schemas/watchlist';

// Content queries read through a short-lived in-process cache, so a burst of readers of one
// page costs one query (CONTENT_CACHE_SECONDS; 0 switches it off, as the benchmark does).

/** Where the cached reads find the database and how long an answer is kept (CONTENT_CACHE_SECONDS). */
export interface CachedContentDeps {
  openDb: () => Promise<Db>;
  ttlMs: number;
}

/** The process's content cache, listening for other instances' changes (site pages read through it too). */
export function contentCache(ttlMs: number): ContentCache {
  // Another instance's publish must clear this cache too (decision 143); nothing to hear when it is off.
  if (ttlMs > 0) void listenForContentChanges();
  return sharedContentCache(() => ({ ttlMs }));
}

/** What a home-page card shows; nothing more goes into the page's props. */
export type HomeStory = CardStory;

export interface HomeSection {
  slug: string;
  name: string;
  stories: HomeStory[];
}

/** A collection the desk put on the home page (collections.home_position): its first few published stories. */
export interface HomeCollection {
  slug: string;
  title: string;
  stories: HomeStory[];
}

export interface HomeContent {
  lead: HomeStory | null;
  latest: HomeStory[];
  /** In the desk's order, below the latest stories; a collection with no published story is left out. */
  collections: HomeCollection[];
  sections: HomeSection[];
  /** The series with the newest episodes, the newest quizzes and TV shows: a row each. */
  podcasts: PodcastSeriesCard[];
  quizzes: QuizCard[];
  shows: TvShowCard[];
}

export const HOME_LATEST_COUNT = 8;
export const HOME_SECTION_COUNT = 4;
export const HOME_COLLECTION_COUNT = 4;
export const HOME_SHELF_COUNT = 4;

function toHomeStory(article: ArticleSummary): HomeStory {
  const { id, title, standfirst, path, published, category, author, commentCount, featureImage } = article;
  return { id, title, standfirst, path, published, category: { name: category.name }, author: { name: author.name }, commentCount, featureImage };
}

/**
 * A lead story, the latest after it, then each category's newest few (primary or not, like the
 * category page) that the lead and latest do not already show; uncached.
 */
export async function loadHomeContent(db: Db): Promise<HomeContent> {
  const newest = await listLatestArticles(db, { limit: 1 + HOME_LATEST_COUNT });
  const rows = await listNewestIdsByCategory(db, newest.map((article) => article.id), HOME_SECTION_COUNT);
  const byId = new Map((await summariesByIds(db, [...new Set(rows.map((row) => row.id))])).map((article) => [article.id, toHomeStory(article)]));
  const sections = new Map<number, HomeSection>();
  for (const row of rows) {
    const story = byId.get(row.id);
    if (!story) continue;
    const section = sections.get(row.categoryId) ?? { slug: row.slug, name: row.name, stories: [] };
    section.stories.push(story);
    sections.set(row.categoryId, section);
  }
  const [lead, ...latest] = newest.map(toHomeStory);
  const collections = await loadHomeCollections(db);
  const podcasts = (await listSeriesCards(db)).filter((series) => series.episodeCount > 0).slice(0, HOME_SHELF_COUNT);
  const quizzes = await listNewestQuizzes(db, HOME_SHELF_COUNT);
  const shows = await newestShowCards(db, HOME_SHELF_COUNT);
  return { lead: lead ?? null, latest, collections, sections: [...sections.values()], podcasts, quizzes, shows };
}

/** The home page's collections in the desk's order, each with its first few published stories in its own order. */
async function loadHomeCollections(db: Db): Promise<HomeCollection[]> {
  const picked = await homeCollectionIds(db, HOME_COLLECTION_COUNT);
  const stories = new Map((await summariesByIds(db, [...new Set(picked.flatMap((c) => c.articleIds))])).map((article) => [article.id, toHomeStory(article)]));
  return picked
    .map(({ slug, title, articleIds }) => ({ slug, title, stories: articleIds.flatMap((id) => stories.get(id) ?? []) }))
    .filter((collection) => collection.stories.length > 0);
}

export async function cachedHomeContent({ openDb, ttlMs }: CachedContentDeps): Promise<HomeContent> {
  return contentCache(ttlMs).get(contentKey('home'), async () => loadHomeContent(await openDb()));
}

/** findArticleByPath through the cache; the same lookup within the time-to-live costs no query. */
export async function cachedFindArticleByPath({ openDb, ttlMs }: CachedContentDeps, parts: { category: string; date: string; slug: string }): Promise<ArticleLookup> {
  return contentCache(ttlMs).get(contentKey('articleByPath', parts.category, parts.date, parts.slug), async () => findArticleByPath(await openDb(), parts));
}

// A section's or an author's page of stories is the same for every reader until content changes
// (which clears the whole cache): issue [19] found the section page's queries on every request.

/** findSectionListing through the cache, per slug and page number. */
export async function cachedFindSectionListing({ openDb, ttlMs }: CachedContentDeps, slug: string, page: number): Promise<SectionListing | null> {
  return contentCache(ttlMs).get(contentKey('sectionListing', slug, page), async () => findSectionListing(await openDb(), slug, page));
}

/** findAuthorListing through the cache, per slug and page number. */
export async function cachedFindAuthorListing({ openDb, ttlMs }: CachedContentDeps, slug: string, page: number): Promise<AuthorListing | null> {
  return contentCache(ttlMs).get(contentKey('authorListing', slug, page), async () => findAuthorListing(await openDb(), slug, page));
}
