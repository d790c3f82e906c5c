import { z } from 'zod';
import { STORY_STATUSES } from '@/lib/stories/story-status';
import { multilineText, text } from './text';

// The desk's story API (docs/api.md, "Desk: stories"): request bodies the server parses, and the
// shapes it answers, shared with the editor.

const Id = z.number().int().positive().max(2_147_483_647);
const Revision = z.number().int().positive().max(2_147_483_647);
/** A story's address as readers see it: lower-case words joined by hyphens. */
export const StorySlug = text()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')
  .max(120);
const TaxonomySlug = text().trim().min(1).max(120);
const IsoTime = text().datetime({ offset: true });

export const STORY_BODY_MAX_CHARS = 90_000;

/** Every field the editor changes. Markup typed into the one-line fields is kept as text. */
const editableFields = {
  headline: text().trim().max(200),
  standfirst: multilineText().trim().max(600),
  bodyHtml: multilineText().max(STORY_BODY_MAX_CHARS),
  slug: StorySlug,
  categorySlugs: z.array(TaxonomySlug).max(10),
  tagNames: z.array(text().trim().min(1).max(60)).max(30),
  authorSlugs: z.array(TaxonomySlug).min(1, 'must name at least one author').max(10),
  seoTitle: text().trim().max(200),
  seoDescription: multilineText().trim().max(400),
  featureImageId: Id.nullable(),
};

export const CreateStoryBody = z
  .object({ ...editableFields, headline: text().trim().min(1, 'must not be empty').max(200) })
  .partial()
  .required({ headline: true })
  .strict();
export type CreateStoryBody = z.input<typeof CreateStoryBody>;

export const UpdateStoryBody = z.object({ revision: Revision, ...editableFields, publishedAt: IsoTime.optional() }).strict();
export type UpdateStoryBody = z.input<typeof UpdateStoryBody>;

export const PublishStoryBody = z.object({ revision: Revision, publishAt: IsoTime.optional() }).strict();
export type PublishStoryBody = z.input<typeof PublishStoryBody>;

export const StoryRevisionBody = z.object({ revision: Revision }).strict();
export type StoryRevisionBody = z.input<typeof StoryRevisionBody>;

export const RestoreStoryBody = z.object({ revision: Revision, restore: Revision }).strict();
export type RestoreStoryBody = z.input<typeof RestoreStoryBody>;

/** `[id]` of /api/desk/stories/[id]/…, as the URL carries it. */
export const StoryIdQuery = z
  .object({
    id: text()
      .regex(/^[1-9]\d{0,8}$/, 'is not a story id')
      .transform(Number),
  })
  .strict();

/** An opaque position in the list, as the previous page answered it. */
const Cursor = text().regex(/^\d{1,20}_\d{1,10}$/, 'is not a cursor from a previous page');

export const ListStoriesQuery = z
  .object({
    status: z.enum(STORY_STATUSES).optional(),
    q: text().trim().max(200).optional(),
    author: TaxonomySlug.optional(),
    category: TaxonomySlug.optional(),
    cursor: Cursor.optional(),
  })
  .strict();
export type StoryFilters = z.output<typeof ListStoriesQuery>;

const Named = z.object({ slug: z.string(), name: z.string() });

export const DeskImage = z.object({
  id: z.number(),
  storageKey: z.string(),
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()),
  alt: z.string(),
  caption: z.string(),
  credit: z.string(),
});

/** A story as the editor loads and saves it. */
export const DeskStory = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.enum(STORY_STATUSES),
  revision: z.number(),
  headline: z.string(),
  standfirst: z.string(),
  bodyHtml: z.string(),
  /** The first is the primary section, which the story's URL starts with. */
  categorySlugs: z.array(z.string()),
  tagNames: z.array(z.string()),
  /** The first is the primary author; the rest are credited too. */
  authorSlugs: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  featureImageId: z.number().nullable(),
  featureImage: DeskImage.nullable(),
  /** The scheduled or actual publish time; null for a story never published or scheduled. */
  publishedAt: z.string().nullable(),
  path: z.string(),
  createdByUid: z.string().nullable(),
  updatedAt: z.string(),
  permissions: z.object({ edit: z.boolean(), publish: z.boolean() }),
});
export type DeskStory = z.infer<typeof DeskStory>;

/** One row of the desk's story list. */
export const DeskStorySummary = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.enum(STORY_STATUSES),
  headline: z.string(),
  /** Author names, primary first. */
  authors: z.array(z.string()),
  /** Null until a section is chosen. */
  category: Named.nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  revision: z.number(),
  featureImage: DeskImage.nullable(),
});
export type DeskStorySummary = z.infer<typeof DeskStorySummary>;

export interface DeskStoryPage {
  stories: DeskStorySummary[];
  nextCursor: string | null;
}

export interface DeskChoices {
  categories: { slug: string; name: string }[];
  authors: { slug: string; name: string }[];
}

export interface StoryRevisionItem {
  revision: number;
  savedAt: string;
  /** The saver's name (or email); null when unknown or their account is gone. */
  savedBy: string | null;
  headline: string;
}

/** What an article_revisions row keeps: the editable fields as saved. */
export interface StorySnapshot {
  headline: string;
  standfirst: string;
  bodyHtml: string;
  slug: string;
  categorySlugs: string[];
  tagNames: string[];
  authorSlugs: string[];
  seoTitle: string;
  seoDescription: string;
  featureImageId: number | null;
  publishedAt: string | null;
}
