import { and, eq, sql } from 'drizzle-orm';
import type { ShownImage } from '@/lib/images/image-variants';
import type { Db } from '../db/client';
import { articleCategories, articleRedirects, articles, articleTags, authors, categories, tags } from '../db/schema/content';
import { images } from '../db/schema/images';

/** What the importer writes into a story; everything else keeps its default or its desk value. */
export interface ImportedStory {
  importKey: string;
  slug: string;
  title: string;
  standfirst: string;
  bodyHtml: string;
  authorId: number;
  publishedAt: Date;
  status: 'draft' | 'scheduled' | 'published';
  featureImageId: number | null;
  /** In order: the first is the one in the story's URL. */
  categoryIds: number[];
  tagIds: number[];
}

export interface StoredImport extends ImportedStory {
  id: number;
  revision: number;
}

type Named = { slug: string; name: string };
const bySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.slug, row.id]));

/** Every author, category and tag id by slug, so a 5,000-post import asks once. */
export async function loadTaxonomy(db: Db) {
  const [authorRows, categoryRows, tagRows] = await Promise.all([
    db.select({ id: authors.id, slug: authors.slug }).from(authors),
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: tags.id, slug: tags.slug }).from(tags),
  ]);
  return { authors: bySlug(authorRows), categories: bySlug(categoryRows), tags: bySlug(tagRows) };
}

// An existing slug is reused as it is (its name is the newsroom's now, not WordPress's).
export async function ensureAuthor(db: Db, { slug, name }: Named): Promise<number> {
  await db.insert(authors).values({ slug, name }).onConflictDoNothing({ target: authors.slug });
  const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug));
  return row!.id;
}

export async function ensureCategory(db: Db, { slug, name }: Named): Promise<number> {
  await db.insert(categories).values({ slug, name }).onConflictDoNothing({ target: categories.slug });
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

export async function ensureTag(db: Db, { slug, name }: Named): Promise<number> {
  await db.insert(tags).values({ slug, name }).onConflictDoNothing({ target: tags.slug });
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  return row!.id;
}

/** The story an earlier import made from this post, with what the importer wrote into it. */
export async function findImportedStory(db: Db, importKey: string): Promise<StoredImport | null> {
  const [row] = await db
    .select({
      id: articles.id,
      revision: articles.revision,
      importKey: articles.importKey,
      slug: articles.slug,
      title: articles.title,
      standfirst: articles.standfirst,
      bodyHtml: articles.bodyHtml,
      authorId: articles.authorId,
      publishedAt: articles.publishedAt,
      status: articles.status,
      featureImageId: articles.featureImageId,
      categoryIds: sql<number[]>`(select coalesce(array_agg(ac.category_id order by ac.position), '{}') from ${articleCategories} ac where ac.article_id = ${articles.id})`,
      tagIds: sql<number[]>`(select coalesce(array_agg(t.tag_id order by t.tag_id), '{}') from ${articleTags} t where t.article_id = ${articles.id})`,
    })
    .from(articles)
    .where(eq(articles.importKey, importKey));
  if (!row) return null;
  return { ...row, importKey: row.importKey ?? importKey, status: row.status === 'unpublished' ? 'draft' : row.status, categoryIds: row.categoryIds.map(Number), tagIds: row.tagIds.map(Number) } as StoredImport;
}

/**
 * What the import checks for every post, read once: the stories earlier imports made (by import
 * key), every slug in use and every old path already redirected. A few strings per story: a
 * 100,000-story archive is a few megabytes, and each post then costs no lookups.
 */
export async function loadImportState(db: Db) {
  const [storyRows, redirectRows] = await Promise.all([
    db.select({ id: articles.id, slug: articles.slug, importKey: articles.importKey }).from(articles),
    db.select({ oldPath: articleRedirects.oldPath, articleId: articleRedirects.articleId }).from(articleRedirects),
  ]);
  return {
    imported: new Map(storyRows.flatMap((row) => (row.importKey ? [[row.importKey, row.id] as const] : []))),
    slugs: new Set(storyRows.map((row) => row.slug)),
    redirects: new Map(redirectRows.map((row) => [row.oldPath, row.articleId])),
  };
}

const storyColumns = (story: ImportedStory, now: Date) => ({
  slug: story.slug,
  title: story.title,
  standfirst: story.standfirst,
  bodyHtml: story.bodyHtml,
  authorId: story.authorId,
  publishedAt: story.publishedAt,
  status: story.status,
  featureImageId: story.featureImageId,
  updatedAt: now,
});

async function writeLinks(db: Db, articleId: number, story: ImportedStory, redirectPaths: string[], fresh: boolean): Promise<number> {
  if (!fresh) {
    await db.delete(articleCategories).where(eq(articleCategories.articleId, articleId));
    await db.delete(articleTags).where(eq(articleTags.articleId, articleId));
  }
  if (story.categoryIds.length) await db.insert(articleCategories).values(story.categoryIds.map((categoryId, position) => ({ articleId, categoryId, position })));
  if (story.tagIds.length) await db.insert(articleTags).values(story.tagIds.map((tagId) => ({ articleId, tagId })));
  if (!redirectPaths.length) return 0;
  const added = await db
    .insert(articleRedirects)
    .values(redirectPaths.map((oldPath) => ({ oldPath, articleId })))
    .onConflictDoNothing({ target: articleRedirects.oldPath })
    .returning({ oldPath: articleRedirects.oldPath });
  return added.length;
}

/** Creates the story, its sections, tags and old paths in one transaction; answers its id and the redirects added. */
export async function createImportedStory(db: Db, story: ImportedStory, redirectPaths: string[], now: Date): Promise<{ id: number; redirects: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({ ...storyColumns(story, now), importKey: story.importKey, createdAt: now })
      .returning({ id: articles.id });
    const redirects = await writeLinks(tx as unknown as Db, row!.id, story, redirectPaths, true);
    return { id: row!.id, redirects };
  });
}

/** Rewrites an imported story from the export in one transaction (its revision is left alone: the desk never saw this). */
export async function updateImportedStory(db: Db, id: number, story: ImportedStory, redirectPaths: string[], now: Date): Promise<{ redirects: number }> {
  return db.transaction(async (tx) => {
    await tx.update(articles).set(storyColumns(story, now)).where(eq(articles.id, id));
    return { redirects: await writeLinks(tx as unknown as Db, id, story, redirectPaths, false) };
  });
}

/** A picture as a story body shows it. */
export async function findShownImage(db: Db, id: number): Promise<(ShownImage & { id: number }) | null> {
  const [row] = await db
    .select({ id: images.id, storageKey: images.storageKey, width: images.width, height: images.height, widths: images.widths, alt: images.alt, caption: images.caption, credit: images.credit })
    .from(images)
    .where(eq(images.id, id));
  return row ?? null;
}

/** Fills a picture's alt text and caption from WordPress, but never over what the library already says. */
export async function describeImportedImage(db: Db, id: number, { alt, caption }: { alt: string; caption: string }): Promise<void> {
  if (alt) await db.update(images).set({ alt }).where(and(eq(images.id, id), eq(images.alt, '')));
  if (caption) await db.update(images).set({ caption }).where(and(eq(images.id, id), eq(images.caption, '')));
}
