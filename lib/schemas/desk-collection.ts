import { z } from 'zod';
import { text } from './text';
import { optionalParagraphs, requiredLine, RowId, SiteSlug } from './site-content';

export const COLLECTION_MAX_STORIES = 100;

/** A collection as the desk saves it: the stories in the order readers see them. */
export const CollectionInput = z
  .object({
    title: requiredLine(120),
    slug: SiteSlug,
    description: optionalParagraphs(1000),
    articleIds: z
      .array(RowId)
      .max(COLLECTION_MAX_STORIES, `must list at most ${COLLECTION_MAX_STORIES} stories`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not list a story twice')
      .default([]),
  })
  .strict();
export type CollectionInput = z.input<typeof CollectionInput>;

/** The home page's collections, top first; every collection not listed leaves the home page. */
export const HomeCollectionsInput = z
  .object({
    collectionIds: z
      .array(RowId)
      .max(20, 'must list at most 20 collections')
      .refine((ids) => new Set(ids).size === ids.length, 'must not list a collection twice'),
  })
  .strict();

/** The desk's search for published stories to add to a collection, by headline. */
export const StorySearchQuery = z.object({ q: text().trim().max(200).default('') }).strict();

export interface DeskCollectionSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Its place on the home page (0 = top), or null when it is not there. */
  homePosition: number | null;
  storyCount: number;
}

export interface DeskCollectionStory {
  id: number;
  title: string;
  path: string;
  status: string;
}

export interface DeskCollection extends Omit<DeskCollectionSummary, 'storyCount'> {
  stories: DeskCollectionStory[];
}
