import type { DeskStory } from '@/lib/schemas/desk-story';

/** What a save sends: every field the editor changes (the revision it was loaded at goes beside it). */
export type StoryDraft = Pick<
  DeskStory,
  'headline' | 'standfirst' | 'bodyHtml' | 'slug' | 'categorySlugs' | 'tagNames' | 'authorSlugs' | 'seoTitle' | 'seoDescription' | 'featureImageId'
>;

/** The fields of a story a save sends, taken from the story as loaded. Pure: the editor and the tests use it. */
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
