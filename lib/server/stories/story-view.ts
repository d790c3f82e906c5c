import { articlePath } from '@/lib/articles/article-url';
import type { DeskStory, StorySnapshot } from '@/lib/schemas/desk-story';
import { canEditStory, canPublishStory } from '@/lib/staff/staff-permissions';
import type { StaffMember } from '../staff/staff-access';
import type { StoryRecord } from './story-store';

// A story that has no section yet still needs an address to show; readers never see it (only a
// story with a section can be published).
const NO_SECTION = 'unfiled';

/**
 * A staff member's own story: one they started in the desk, or one with their linked author among
 * its bylines (decision 133).
 */
export const isOwnStory = (story: StoryRecord, staff: StaffMember) => story.createdByUid === staff.uid || story.authors.some((a) => a.memberUid === staff.uid);

/** Published, or to be at a set time: a change to it is a change readers see. */
const isLive = (story: Pick<StoryRecord, 'status'>) => story.status === 'published' || story.status === 'scheduled';

/** Whether readers have ever been given this story's address. */
export const wasEverPublished = (story: Pick<StoryRecord, 'status'>) => story.status === 'published' || story.status === 'unpublished';

export const storyPath = (story: { slug: string; publishedAt: Date; categorySlugs: string[] }) =>
  articlePath({ primaryCategorySlug: story.categorySlugs[0] ?? NO_SECTION, publishedAt: story.publishedAt, slug: story.slug });

export const recordPath = (story: StoryRecord) => storyPath({ slug: story.slug, publishedAt: story.publishedAt, categorySlugs: story.categories.map((c) => c.slug) });

/** A draft's published_at is only a placeholder (the column is required); the desk shows none. */
const shownPublishedAt = (story: StoryRecord) => (story.status === 'draft' ? null : story.publishedAt.toISOString());

export function snapshotOf(story: StoryRecord): StorySnapshot {
  return {
    headline: story.title,
    standfirst: story.standfirst,
    bodyHtml: story.bodyHtml,
    slug: story.slug,
    categorySlugs: story.categories.map((c) => c.slug),
    tagNames: story.tags.map((t) => t.name),
    authorSlugs: story.authors.map((a) => a.slug),
    seoTitle: story.seoTitle,
    seoDescription: story.seoDescription,
    featureImageId: story.featureImageId,
    publishedAt: shownPublishedAt(story),
  };
}

export function toDeskStory(story: StoryRecord, staff: StaffMember): DeskStory {
  const own = isOwnStory(story, staff);
  const { publishedAt, ...fields } = snapshotOf(story);
  return {
    id: story.id,
    status: story.status,
    revision: story.revision,
    ...fields,
    featureImage: story.featureImage,
    publishedAt,
    path: recordPath(story),
    createdByUid: story.createdByUid,
    updatedAt: story.updatedAt.toISOString(),
    permissions: { edit: canEditStory(staff.role, own) && (!isLive(story) || canPublishStory(staff.role, own)), publish: canPublishStory(staff.role, own) },
  };
}

