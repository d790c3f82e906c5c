import { type CreateStoryBody, type DeskChoices, type DeskStory, type DeskStoryPage, type StoryFilters, type StoryRevisionItem, type StorySnapshot, type UpdateStoryBody } from '@/lib/schemas/desk-story';
import { slugify } from '@/lib/text/slug';
import { AppError } from '../http/errors';
import { requireStaff, type StaffMember } from '../staff/staff-access';
import type { StoryDeps } from './story-deps';
import { DESK_PAGE_SIZE, listStoryRows } from './story-list-store';
import { assertMayEdit, assertRevision, commitStoryWrite, staffAndStory } from './story-save';
import { createAuthorForMember, findAuthorOfMember, findRevisionSnapshot, findStoryRecord, insertStory, isSlugTaken, listDeskChoices, listRevisions } from './story-store';
import { resolveStoryWrite, slugTaken } from './story-write';
import { snapshotOf, toDeskStory } from './story-view';

/** The author row the staff member writes as, made for them (from their name or email) on their first story. */
async function authorOf(deps: StoryDeps, staff: StaffMember) {
  const linked = await findAuthorOfMember(deps.db, staff.uid);
  if (linked) return linked;
  const name = staff.name?.trim() || staff.email?.split('@')[0] || 'Staff writer';
  return createAuthorForMember(deps.db, staff.uid, name, slugify(name) || 'staff-writer');
}

/** A free slug from the headline: "kia-ora", then "kia-ora-2", … */
async function freeSlugFor(deps: StoryDeps, headline: string): Promise<string> {
  const base = slugify(headline) || 'story';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(deps.db, slug))) return slug;
  }
}

/** A new draft at revision 1; any staff member may start one. */
export async function createStory(deps: StoryDeps, uid: string, body: CreateStoryBody): Promise<DeskStory> {
  const staff = await requireStaff(deps.db, uid);
  const author = body.authorSlugs?.length ? null : await authorOf(deps, staff);
  if (body.slug && (await isSlugTaken(deps.db, body.slug))) throw slugTaken(body.slug);
  const fields: Omit<StorySnapshot, 'publishedAt'> = {
    headline: body.headline,
    standfirst: body.standfirst ?? '',
    bodyHtml: body.bodyHtml ?? '',
    slug: body.slug ?? (await freeSlugFor(deps, body.headline)),
    categorySlugs: body.categorySlugs ?? [],
    tagNames: body.tagNames ?? [],
    authorSlugs: body.authorSlugs?.length ? body.authorSlugs : [author!.slug],
    seoTitle: body.seoTitle ?? '',
    seoDescription: body.seoDescription ?? '',
    featureImageId: body.featureImageId ?? null,
  };
  const now = deps.now();
  const write = await resolveStoryWrite(deps, fields, { status: 'draft', publishedAt: now });
  const id = await insertStory(deps.db, write, {
    snapshot: { ...fields, bodyHtml: write.bodyHtml, tagNames: write.tags.map((t) => t.name), publishedAt: null },
    savedByUid: staff.uid,
    createdByUid: staff.uid,
    now,
    redirectFrom: null,
    currentPath: '',
  }).catch((error: unknown) => {
    // Two drafts made at once from one headline: the second's slug is taken after all.
    if (String((error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code) === '23505') throw slugTaken(fields.slug);
    throw error;
  });
  return toDeskStory((await findStoryRecord(deps.db, id))!, staff);
}

export async function getDeskStory(deps: StoryDeps, uid: string, id: number): Promise<DeskStory> {
  const { staff, story } = await staffAndStory(deps, uid, id);
  return toDeskStory(story, staff);
}

/** Saves the editor's fields as a new revision (PUT /api/desk/stories/[id]). */
export async function updateStory(deps: StoryDeps, uid: string, id: number, body: UpdateStoryBody): Promise<DeskStory> {
  const { staff, story } = await staffAndStory(deps, uid, id);
  assertMayEdit(story, staff);
  assertRevision(story, staff, body.revision);
  const { revision, publishedAt, ...fields } = body;
  // A draft has no publish time yet (publish sets it); a scheduled or published story's may move.
  const when = story.status !== 'draft' && publishedAt ? new Date(publishedAt) : story.publishedAt;
  const write = await resolveStoryWrite(deps, fields, { storyId: id, status: story.status, publishedAt: when });
  return commitStoryWrite(deps, staff, story, revision, write, fields);
}

/** A new revision whose fields are those of revision `restore` (status and publish time as they are now). */
export async function restoreStoryRevision(deps: StoryDeps, uid: string, id: number, body: { revision: number; restore: number }): Promise<DeskStory> {
  const { staff, story } = await staffAndStory(deps, uid, id);
  assertMayEdit(story, staff);
  assertRevision(story, staff, body.revision);
  const snapshot = (await findRevisionSnapshot(deps.db, id, body.restore)) as StorySnapshot | undefined;
  if (!snapshot) throw new AppError('REVISION_NOT_FOUND', 404, `This story has no revision ${body.restore}.`);
  const { publishedAt: _kept, ...fields } = { ...snapshotOf(story), ...snapshot };
  const write = await resolveStoryWrite(deps, fields, { storyId: id, status: story.status, publishedAt: story.publishedAt });
  return commitStoryWrite(deps, staff, story, body.revision, write, fields);
}

export async function listStoryRevisions(deps: StoryDeps, uid: string, id: number): Promise<{ revisions: StoryRevisionItem[] }> {
  await staffAndStory(deps, uid, id);
  const rows = await listRevisions(deps.db, id);
  return { revisions: rows.map((row) => ({ revision: row.revision, savedAt: row.savedAt.toISOString(), savedBy: row.savedBy, headline: row.headline })) };
}

/** The desk's list: newest-updated first, 25 a page. */
export async function listDeskStories(deps: StoryDeps, uid: string, filters: StoryFilters): Promise<DeskStoryPage> {
  await requireStaff(deps.db, uid);
  const rows = await listStoryRows(deps.db, filters);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    stories: page.map((row) => ({
      id: row.id,
      slug: row.slug,
      status: row.status,
      headline: row.headline,
      authors: [row.primaryAuthor, ...row.extraAuthors],
      category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
      publishedAt: row.status === 'draft' ? null : row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      revision: row.revision,
      featureImage: row.image,
    })),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? `${last.cursorMicros}_${last.id}` : null,
  };
}

/** The sections and authors the editor's pickers offer. */
export async function deskChoices(deps: StoryDeps): Promise<DeskChoices> {
  return listDeskChoices(deps.db);
}
