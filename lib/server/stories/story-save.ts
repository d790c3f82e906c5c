import type { StorySnapshot } from '@/lib/schemas/desk-story';
import { canEditStory } from '@/lib/staff/staff-permissions';
import { AppError, forbidden, notFound } from '../http/errors';
import { requireStaff, type StaffMember } from '../staff/staff-access';
import type { StoryDeps } from './story-deps';
import { findStoryRecord, saveStoryRevision, type StoryRecord, type StoryWrite } from './story-store';
import { isOwnStory, recordPath, storyPath, toDeskStory, wasEverPublished } from './story-view';

/** The story and the staff member acting on it; 403 STAFF_ONLY for a reader, 404 for no such story. */
export async function staffAndStory(deps: StoryDeps, uid: string, id: number): Promise<{ staff: StaffMember; story: StoryRecord }> {
  const staff = await requireStaff(deps.db, uid);
  const story = await findStoryRecord(deps.db, id);
  if (!story) throw notFound('That story');
  return { staff, story };
}

/** 409 STORY_CONFLICT with the story as it is now, so the editor can show both and lose nothing. */
export const storyConflict = (story: StoryRecord, staff: StaffMember) =>
  new AppError('STORY_CONFLICT', 409, 'Someone saved this story after you opened it; your changes were not saved. Compare them with the current version.', {
    current: toDeskStory(story, staff),
  });

export function assertRevision(story: StoryRecord, staff: StaffMember, revision: number): void {
  if (story.revision !== revision) throw storyConflict(story, staff);
}

export function assertMayEdit(story: StoryRecord, staff: StaffMember): void {
  if (!canEditStory(staff.role, isOwnStory(story, staff))) throw forbidden('Only its author or an editor can change this story.');
}

/** What a revision row keeps of a write (the names the editor sent, the body as stored). */
export const snapshotOfWrite = (write: StoryWrite, fields: { categorySlugs: string[]; authorSlugs: string[] }): StorySnapshot => ({
  headline: write.title,
  standfirst: write.standfirst,
  bodyHtml: write.bodyHtml,
  slug: write.slug,
  categorySlugs: [...new Set(fields.categorySlugs)],
  tagNames: write.tags.map((tag) => tag.name),
  authorSlugs: [...new Set(fields.authorSlugs)],
  seoTitle: write.seoTitle,
  seoDescription: write.seoDescription,
  featureImageId: write.featureImageId,
  publishedAt: write.status === 'draft' ? null : write.publishedAt.toISOString(),
});

/**
 * Writes the next revision of `story`, or 409 if another save came first. An address readers
 * once had (the story was ever published) that this save changes gets a redirect to the story.
 */
export async function commitStoryWrite(
  deps: StoryDeps,
  staff: StaffMember,
  story: StoryRecord,
  revision: number,
  write: StoryWrite,
  fields: { categorySlugs: string[]; authorSlugs: string[] },
) {
  const now = deps.now();
  const oldPath = recordPath(story);
  const newPath = storyPath({ slug: write.slug, publishedAt: write.publishedAt, categorySlugs: write.categoryIds.length ? fields.categorySlugs : [] });
  const saved = await saveStoryRevision(deps.db, story.id, revision, write, {
    snapshot: snapshotOfWrite(write, fields),
    savedByUid: staff.uid,
    now,
    redirectFrom: wasEverPublished(story) && oldPath !== newPath ? oldPath : null,
    currentPath: newPath,
  });
  const current = (await findStoryRecord(deps.db, story.id))!;
  if (!saved) throw storyConflict(current, staff);
  if (story.status === 'published' || current.status === 'published') await deps.announce();
  return toDeskStory(current, staff);
}
