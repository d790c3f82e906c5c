import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ShownImage } from '@/lib/images/image-variants';
import type { StoryStatus } from '@/lib/stories/story-status';
import type { Db } from '../db/client';
import { reoOrder } from '../db/reo-order';
import { articleAuthors, articleCategories, articleRedirects, articleRevisions, articles, articleTags, authors, categories, tags } from '../db/schema/content';
import { images } from '../db/schema/images';
import { shownImageColumns } from '../images/image-store';
import { podcastEpisodes, quizzes } from '../db/schema/media';
import { members } from '../db/schema/members';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export type StoryImage = ShownImage & { id: number };

/** A story with everything the desk shows of it. */
export interface StoryRecord {
  id: number;
  slug: string;
  status: StoryStatus;
  revision: number;
  title: string;
  standfirst: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  featureImageId: number | null;
  featureImage: StoryImage | null;
  publishedAt: Date;
  updatedAt: Date;
  createdByUid: string | null;
  /** Position order: the first is the primary category. */
  categories: { id: number; slug: string; name: string }[];
  tags: { slug: string; name: string }[];
  /** The primary author first, then the additional authors in byline order. */
  authors: { id: number; slug: string; name: string; memberUid: string | null }[];
}

export const imageColumns = { id: images.id, ...shownImageColumns };

export async function findStoryRecord(db: Conn, id: number): Promise<StoryRecord | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) return null;
  const [cats, tagRows, primary, extra, feature] = await Promise.all([
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(articleCategories)
      .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
      .where(eq(articleCategories.articleId, id))
      .orderBy(asc(articleCategories.position)),
    db.select({ slug: tags.slug, name: tags.name }).from(articleTags).innerJoin(tags, eq(tags.id, articleTags.tagId)).where(eq(articleTags.articleId, id)).orderBy(asc(tags.name)),
    db.select({ id: authors.id, slug: authors.slug, name: authors.name, memberUid: authors.memberUid }).from(authors).where(eq(authors.id, row.authorId)),
    db
      .select({ id: authors.id, slug: authors.slug, name: authors.name, memberUid: authors.memberUid })
      .from(articleAuthors)
      .innerJoin(authors, eq(authors.id, articleAuthors.authorId))
      .where(eq(articleAuthors.articleId, id))
      .orderBy(asc(articleAuthors.position)),
    row.featureImageId === null ? [] : db.select(imageColumns).from(images).where(eq(images.id, row.featureImageId)),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    revision: row.revision,
    title: row.title,
    standfirst: row.standfirst,
    bodyHtml: row.bodyHtml,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    featureImageId: row.featureImageId,
    featureImage: feature[0] ?? null,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    createdByUid: row.createdByUid,
    categories: cats,
    tags: tagRows,
    authors: [...primary, ...extra.filter((a) => a.id !== row.authorId)],
  };
}

/** The author row a staff member writes as, if one is linked to them. */
export async function findAuthorOfMember(db: Conn, uid: string) {
  const [row] = await db.select({ id: authors.id, slug: authors.slug, name: authors.name }).from(authors).where(eq(authors.memberUid, uid));
  return row ?? null;
}

/** Links a new author row to `uid`; a concurrent first story of the same member finds the other's row. */
export async function createAuthorForMember(db: Conn, uid: string, name: string, baseSlug: string) {
  for (let attempt = 1; attempt < 50; attempt += 1) {
    const slug = attempt === 1 ? baseSlug : `${baseSlug}-${attempt}`;
    const [taken] = await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug));
    if (taken) continue;
    const [row] = await db.insert(authors).values({ slug, name, memberUid: uid }).onConflictDoNothing().returning({ id: authors.id, slug: authors.slug, name: authors.name });
    if (row) return row;
    const linked = await findAuthorOfMember(db, uid);
    if (linked) return linked;
  }
  throw new Error(`No free author slug near ${baseSlug}`);
}

export async function authorsBySlugs(db: Conn, slugs: string[]) {
  if (!slugs.length) return [];
  return db.select({ id: authors.id, slug: authors.slug }).from(authors).where(inArray(authors.slug, slugs));
}

export async function categoriesBySlugs(db: Conn, slugs: string[]) {
  if (!slugs.length) return [];
  return db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
}

/** Whether a story other than `exceptId` has this slug. */
export async function isSlugTaken(db: Conn, slug: string, exceptId?: number): Promise<boolean> {
  const where = exceptId === undefined ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId));
  return (await db.select({ id: articles.id }).from(articles).where(where).limit(1)).length > 0;
}

export async function imagesByIds(db: Conn, ids: number[]): Promise<Map<number, StoryImage>> {
  if (!ids.length) return new Map();
  const rows = await db.select(imageColumns).from(images).where(inArray(images.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function existingPodcastUids(db: Conn, uids: string[]): Promise<Set<string>> {
  const rows = await db.select({ uid: podcastEpisodes.uid }).from(podcastEpisodes).where(inArray(podcastEpisodes.uid, uids));
  return new Set(rows.map((row) => row.uid));
}

export async function existingQuizSlugs(db: Conn, slugs: string[]): Promise<Set<string>> {
  const rows = await db.select({ slug: quizzes.slug }).from(quizzes).where(inArray(quizzes.slug, slugs));
  return new Set(rows.map((row) => row.slug));
}

/** Tag ids for these {slug, name} pairs, creating the tags that do not exist yet. */
async function ensureTags(tx: Conn, wanted: { slug: string; name: string }[]): Promise<number[]> {
  if (!wanted.length) return [];
  await tx.insert(tags).values(wanted).onConflictDoNothing();
  const rows = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.slug, wanted.map((t) => t.slug)));
  return rows.map((row) => row.id);
}

/** The columns and relations one save writes. */
export interface StoryWrite {
  slug: string;
  title: string;
  standfirst: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  featureImageId: number | null;
  publishedAt: Date;
  status: StoryStatus;
  authorIds: number[];
  categoryIds: number[];
  tags: { slug: string; name: string }[];
}

export interface SaveMeta {
  snapshot: unknown;
  savedByUid: string;
  now: Date;
  /** A path readers may have (the story's previous public address), to answer with a 301. */
  redirectFrom: string | null;
  /** The story's address now: a redirect from it would loop, so any is removed. */
  currentPath: string;
}

async function writeRelations(tx: Tx, id: number, write: StoryWrite) {
  await tx.delete(articleAuthors).where(eq(articleAuthors.articleId, id));
  await tx.delete(articleCategories).where(eq(articleCategories.articleId, id));
  await tx.delete(articleTags).where(eq(articleTags.articleId, id));
  const extra = write.authorIds.slice(1);
  if (extra.length) await tx.insert(articleAuthors).values(extra.map((authorId, position) => ({ articleId: id, authorId, position })));
  if (write.categoryIds.length) await tx.insert(articleCategories).values(write.categoryIds.map((categoryId, position) => ({ articleId: id, categoryId, position })));
  const tagIds = await ensureTags(tx, write.tags);
  if (tagIds.length) await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId: id, tagId })));
}

async function writeRedirect(tx: Tx, id: number, meta: SaveMeta) {
  await tx.delete(articleRedirects).where(eq(articleRedirects.oldPath, meta.currentPath));
  if (!meta.redirectFrom || meta.redirectFrom === meta.currentPath) return;
  await tx
    .insert(articleRedirects)
    .values({ oldPath: meta.redirectFrom, articleId: id })
    .onConflictDoUpdate({ target: articleRedirects.oldPath, set: { articleId: id, createdAt: meta.now } });
}

const columnsOf = (write: StoryWrite) => ({
  slug: write.slug,
  title: write.title,
  standfirst: write.standfirst,
  bodyHtml: write.bodyHtml,
  seoTitle: write.seoTitle,
  seoDescription: write.seoDescription,
  featureImageId: write.featureImageId,
  publishedAt: write.publishedAt,
  status: write.status,
  authorId: write.authorIds[0]!,
});

/** A new story at revision 1, with its first article_revisions row; answers its id. */
export async function insertStory(db: Db, write: StoryWrite, meta: SaveMeta & { createdByUid: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({ ...columnsOf(write), revision: 1, createdByUid: meta.createdByUid, createdAt: meta.now, updatedAt: meta.now })
      .returning({ id: articles.id });
    const id = row!.id;
    await writeRelations(tx, id, write);
    await tx.insert(articleRevisions).values({ articleId: id, revision: 1, snapshot: meta.snapshot, savedByUid: meta.savedByUid, savedAt: meta.now });
    return id;
  });
}

/**
 * Saves `write` as the next revision if the story is still at `revision`: answers false (and
 * writes nothing) when someone else saved first.
 */
export async function saveStoryRevision(db: Db, id: number, revision: number, write: StoryWrite, meta: SaveMeta): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({ ...columnsOf(write), revision: sql`${articles.revision} + 1`, updatedAt: meta.now })
      .where(and(eq(articles.id, id), eq(articles.revision, revision)))
      .returning({ revision: articles.revision });
    if (!row) return false;
    await writeRelations(tx, id, write);
    await tx.insert(articleRevisions).values({ articleId: id, revision: row.revision, snapshot: meta.snapshot, savedByUid: meta.savedByUid, savedAt: meta.now });
    await writeRedirect(tx, id, meta);
    return true;
  });
}

export async function listRevisions(db: Db, id: number) {
  return db
    .select({
      revision: articleRevisions.revision,
      savedAt: articleRevisions.savedAt,
      savedBy: sql<string | null>`coalesce(nullif(${members.name}, ''), nullif(trim(concat_ws(' ', ${members.firstName}, ${members.lastName})), ''), ${members.email})`,
      headline: sql<string>`coalesce(${articleRevisions.snapshot}->>'headline', '')`,
    })
    .from(articleRevisions)
    .leftJoin(members, eq(members.uid, articleRevisions.savedByUid))
    .where(eq(articleRevisions.articleId, id))
    .orderBy(sql`${articleRevisions.revision} desc`);
}

export async function findRevisionSnapshot(db: Db, id: number, revision: number): Promise<unknown> {
  const [row] = await db
    .select({ snapshot: articleRevisions.snapshot })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, id), eq(articleRevisions.revision, revision)));
  return row?.snapshot;
}

/**
 * Publishes every scheduled story whose time has come, in one statement: two instances running
 * it at once each publish a disjoint set (a row already published no longer matches). Answers the ids.
 */
export async function publishDueStoryRows(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(articles)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(articles.status, 'scheduled'), sql`${articles.publishedAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: articles.id });
  return rows.map((row) => row.id);
}

export async function listDeskChoices(db: Db) {
  const [cats, people] = await Promise.all([
    db.select({ slug: categories.slug, name: categories.name }).from(categories).orderBy(...reoOrder(categories.name)),
    db.select({ slug: authors.slug, name: authors.name }).from(authors).orderBy(...reoOrder(authors.name)),
  ]);
  return { categories: cats, authors: people };
}
