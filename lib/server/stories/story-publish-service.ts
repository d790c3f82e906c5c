import type { DeskStory, PublishStoryBody } from '@/lib/schemas/desk-story';
import { canPublishStory } from '@/lib/staff/staff-permissions';
import type { Db } from '../db/client';
import { AppError, forbidden } from '../http/errors';
import type { StaffMember } from '../staff/staff-access';
import { inlineImagesOf } from './story-body';
import type { StoryDeps } from './story-deps';
import { assertRevision, commitStoryWrite, staffAndStory } from './story-save';
import { findStoryRecord, imagesByIds, publishDueStoryRows, type StoryRecord, type StoryWrite } from './story-store';
import { isOwnStory, recordPath, snapshotOf, toDeskStory, wasEverPublished } from './story-view';

function assertMayPublish(story: StoryRecord, staff: StaffMember): void {
  if (!canPublishStory(staff.role, isOwnStory(story, staff))) throw forbidden('Only its author (an author or above) or an editor can publish or unpublish this story.');
}

/** What stops a story being published, in words for the editor; empty when it is ready. */
export async function readinessProblems(db: Db, story: StoryRecord): Promise<string[]> {
  const problems: string[] = [];
  if (!story.title.trim()) problems.push('Write a headline.');
  if (!story.categories.length) problems.push('Choose at least one section.');
  if (!story.authors.length) problems.push('Name an author.');
  if (story.featureImage && !story.featureImage.alt.trim()) problems.push('Write alt text for the feature picture (in the media library).');
  const inline = inlineImagesOf(story.bodyHtml);
  const missing = inline.filter((image) => !image.alt);
  if (missing.length) problems.push(`Write alt text for ${missing.length === 1 ? 'the picture' : `${missing.length} pictures`} in the story (picture ${missing.map((m) => m.id).join(', ')}).`);
  // The images still exist (a deleted one leaves a broken figure behind).
  const known = await imagesByIds(db, [...new Set(inline.map((image) => image.id))]);
  const gone = inline.filter((image) => !known.has(image.id));
  if (gone.length) problems.push(`Remove picture ${gone.map((g) => g.id).join(', ')}: it is no longer in the media library.`);
  return problems;
}

/** The story's own rows, rewritten with a new status and publish time (nothing else changes). */
function sameStoryAs(story: StoryRecord, status: StoryRecord['status'], publishedAt: Date, ids: { authorIds: number[]; categoryIds: number[] }): StoryWrite {
  return {
    slug: story.slug,
    title: story.title,
    standfirst: story.standfirst,
    bodyHtml: story.bodyHtml,
    seoTitle: story.seoTitle,
    seoDescription: story.seoDescription,
    featureImageId: story.featureImageId,
    publishedAt,
    status,
    tags: story.tags,
    ...ids,
  };
}

async function withStatus(deps: StoryDeps, staff: StaffMember, story: StoryRecord, revision: number, status: StoryRecord['status'], publishedAt: Date): Promise<DeskStory> {
  const { categorySlugs, authorSlugs } = snapshotOf(story);
  const ids = { authorIds: story.authors.map((a) => a.id), categoryIds: story.categories.map((c) => c.id) };
  return commitStoryWrite(deps, staff, story, revision, sameStoryAs(story, status, publishedAt, ids), { categorySlugs, authorSlugs });
}

/**
 * Publishes now, or schedules for `publishAt` when that is in the future. Publishing again keeps
 * the first publish time unless `publishAt` names another (decision 136).
 */
export async function publishStory(deps: StoryDeps, uid: string, id: number, body: PublishStoryBody): Promise<DeskStory> {
  const { staff, story } = await staffAndStory(deps, uid, id);
  assertMayPublish(story, staff);
  assertRevision(story, staff, body.revision);
  const problems = await readinessProblems(deps.db, story);
  if (problems.length) throw new AppError('STORY_NOT_READY', 422, `This story is not ready to publish: ${problems.join(' ')}`, { problems });
  const now = deps.now();
  const asked = body.publishAt ? new Date(body.publishAt) : null;
  if (asked && asked > now) return withStatus(deps, staff, story, body.revision, 'scheduled', asked);
  const when = asked ?? (wasEverPublished(story) ? story.publishedAt : now);
  const published = await withStatus(deps, staff, story, body.revision, 'published', when);
  // In the background: the editor's answer does not wait for a render.
  void deps.warmPage?.(published.path);
  return published;
}

/** Takes a story off the site; a scheduled one goes back to being a draft. */
export async function unpublishStory(deps: StoryDeps, uid: string, id: number, body: { revision: number }): Promise<DeskStory> {
  const { staff, story } = await staffAndStory(deps, uid, id);
  assertMayPublish(story, staff);
  assertRevision(story, staff, body.revision);
  if (story.status === 'published') return withStatus(deps, staff, story, body.revision, 'unpublished', story.publishedAt);
  if (story.status === 'scheduled') return withStatus(deps, staff, story, body.revision, 'draft', story.publishedAt);
  return toDeskStory(story, staff);
}

/**
 * The publish job: every scheduled story whose time has come is published by one UPDATE, so
 * instances running it at once publish each story once. Answers how many it published.
 */
export async function publishDueStories(deps: StoryDeps): Promise<number> {
  const ids = await publishDueStoryRows(deps.db, deps.now());
  if (ids.length) await deps.announce();
  const warm = deps.warmPage;
  if (warm) {
    // Only the instance whose UPDATE published a story warms its page.
    for (const id of ids) {
      const story = await findStoryRecord(deps.db, id);
      if (story) void warm(recordPath(story));
    }
  }
  return ids.length;
}
