import type { ShownImage } from '@/lib/images/image-variants';
import type { EmbedChoice, EmbedKind } from '@/lib/schemas/desk-embeds';
import type { StoryStatus } from '@/lib/stories/story-status';
import { deskCall } from './desk-client';

// The story API's shapes (docs/api.md, "Desk: stories"). The story branch defines DeskStory as a
// zod schema in lib/schemas/desk-story.ts; this type matches it field for field until the merge.

/** A story as the editor loads and saves it. */
export interface DeskStory {
  id: number;
  slug: string;
  status: StoryStatus;
  revision: number;
  headline: string;
  standfirst: string;
  bodyHtml: string;
  /** The first is the primary section, which the story's URL starts with. */
  categorySlugs: string[];
  tagNames: string[];
  /** The first is the primary author; the rest are credited too. */
  authorSlugs: string[];
  seoTitle: string;
  seoDescription: string;
  featureImageId: number | null;
  featureImage: (ShownImage & { id: number }) | null;
  publishedAt: string | null;
  path: string;
  createdByUid: string | null;
  updatedAt: string;
  permissions: { edit: boolean; publish: boolean };
}

/** What a save sends: every field the editor changes, with the revision it was loaded at. */
export type StoryDraft = Pick<
  DeskStory,
  'headline' | 'standfirst' | 'bodyHtml' | 'slug' | 'categorySlugs' | 'tagNames' | 'authorSlugs' | 'seoTitle' | 'seoDescription' | 'featureImageId'
>;

export interface DeskStoryListItem {
  id: number;
  slug: string;
  status: StoryStatus;
  headline: string;
  authors: string[];
  category: { slug: string; name: string };
  publishedAt: string | null;
  updatedAt: string;
  revision: number;
  featureImage: (ShownImage & { id: number }) | null;
}

export interface DeskStoryFilters {
  status?: StoryStatus;
  q?: string;
  author?: string;
  category?: string;
  cursor?: string;
}

export interface DeskStoryPage {
  stories: DeskStoryListItem[];
  nextCursor: string | null;
}

export interface DeskChoices {
  categories: { slug: string; name: string }[];
  authors: { slug: string; name: string }[];
}

export interface StoryRevisionItem {
  revision: number;
  savedAt: string;
  savedBy: string;
  headline: string;
}

/** The fields of a story a save sends, taken from the story as loaded. */
export const draftOf = (story: DeskStory): StoryDraft => ({
  headline: story.headline,
  standfirst: story.standfirst,
  bodyHtml: story.bodyHtml,
  slug: story.slug,
  categorySlugs: story.categorySlugs,
  tagNames: story.tagNames,
  authorSlugs: story.authorSlugs,
  seoTitle: story.seoTitle,
  seoDescription: story.seoDescription,
  featureImageId: story.featureImageId,
});

const storyPath = (id: number) => `/stories/${id}`;

export const listDeskStories = (filters: DeskStoryFilters) => deskCall<DeskStoryPage>('GET', '/stories', { params: { ...filters } });

export const createStory = (headline: string) => deskCall<DeskStory>('POST', '/stories', { body: { headline } });

export const saveStory = (id: number, revision: number, draft: StoryDraft) => deskCall<DeskStory>('PUT', storyPath(id), { body: { revision, ...draft } });

/** Publishes now, or schedules when `publishAt` is in the future. */
export const publishStory = (id: number, revision: number, publishAt?: string) =>
  deskCall<DeskStory>('POST', `${storyPath(id)}/publish`, { body: publishAt ? { revision, publishAt } : { revision } });

export const unpublishStory = (id: number, revision: number) => deskCall<DeskStory>('POST', `${storyPath(id)}/unpublish`, { body: { revision } });

export const listStoryRevisions = (id: number) => deskCall<{ revisions: StoryRevisionItem[] }>('GET', `${storyPath(id)}/revisions`);

/** Brings back revision `restore`'s words as a new revision; `revision` is the one loaded now. */
export const restoreStoryRevision = (id: number, revision: number, restore: number) =>
  deskCall<DeskStory>('POST', `${storyPath(id)}/restore`, { body: { revision, restore } });

export const createPreviewLink = (id: number) => deskCall<{ url: string; expiresAt: string }>('POST', `${storyPath(id)}/preview-link`);

export const findEmbedChoices = (kind: EmbedKind, q: string) => deskCall<{ items: EmbedChoice[] }>('GET', '/embeds', { params: { kind, q: q || undefined } });
