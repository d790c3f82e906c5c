import { TZDate } from '@date-fns/tz';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NZ_TIME_ZONE } from '@/lib/dates/nz-time';
import type { Db } from '../db/client';
import {
  articleAuthors,
  articleCategories,
  articles,
  articleTags,
  authors,
  categories,
  collectionArticles,
  collections,
  tags,
} from '../db/schema/content';
import { podcastEpisodes, podcastSeries, quizzes, tvShowArticles, tvShows } from '../db/schema/media';
import { newsletters } from '../db/schema/newsletters';
import { sanitiseArticleHtml } from '../content/sanitise-article-html';
import type { ImageDeps } from '../images/image-deps';
import { ensureEpisodeAudio } from './audio';
import { seedAuthorPortraits, seedFeatureImages, seedPodcastArtwork } from './seed-pictures';
import { articlesA } from './content/articles-a';
import { articlesB } from './content/articles-b';
import { collections as seedCollections } from './content/collections';
import { newsletters as seedNewsletters, podcastSeries as seedSeries, quizzes as seedQuizzes, tvShows as seedShows } from './content/extras';
import type { SeedArticle } from './content/seed-types';
import { authors as seedAuthors, categories as seedCategories, tags as seedTags } from './content/taxonomy';

export const sampleArticles: SeedArticle[] = [...articlesA, ...articlesB];

const DAY_MS = 86_400_000;

/** `daysAgo` days before `now`, at `hour` o'clock in New Zealand, never in the future. */
export function publicationTime(now: Date, daysAgo: number, hour: number): Date {
  const day = new TZDate(now.getTime() - daysAgo * DAY_MS, NZ_TIME_ZONE);
  day.setHours(hour, 0, 0, 0);
  return new Date(Math.min(day.getTime(), now.getTime() - 5 * 60_000));
}

export async function isContentEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(articles);
  return (row?.n ?? 0) === 0;
}

async function idsBySlug(db: Db, table: typeof authors | typeof categories | typeof tags | typeof articles, slugs: string[]) {
  const rows = slugs.length ? await db.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, slugs)) : [];
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function lookup(map: Map<string, number>, slug: string, what: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`Seed content names an unknown ${what}: ${slug}`);
  return id;
}

/** Authors, categories and tags, with their ids by slug. */
export async function seedTaxonomy(db: Db) {
  await db.insert(authors).values(seedAuthors).onConflictDoNothing();
  await db.insert(categories).values(seedCategories).onConflictDoNothing();
  await db.insert(tags).values(seedTags).onConflictDoNothing();
  return {
    authorIds: await idsBySlug(db, authors, seedAuthors.map((a) => a.slug)),
    categoryIds: await idsBySlug(db, categories, seedCategories.map((c) => c.slug)),
    tagIds: await idsBySlug(db, tags, seedTags.map((t) => t.slug)),
  };
}

type Taxonomy = Awaited<ReturnType<typeof seedTaxonomy>>;

/** Inserts articles with their bylines, categories and tags; existing slugs are left as they are. */
export async function insertArticles(db: Db, list: SeedArticle[], taxonomy: Taxonomy, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(articles)
      .values(
        list.map((a) => ({
          slug: a.slug,
          title: a.title,
          standfirst: a.standfirst,
          // Sanitised on save, like the desk's (decision 135): pages never sanitise on read.
          bodyHtml: sanitiseArticleHtml(a.bodyHtml),
          authorId: lookup(taxonomy.authorIds, a.authorSlug, 'author'),
          layouts: [a.layout],
          publishedAt: publicationTime(now, a.daysAgo, a.hour),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: articles.id, slug: articles.slug });
    const bySlug = new Map(list.map((a) => [a.slug, a]));
    const bylines = [];
    const cats = [];
    const tagRows = [];
    for (const { id, slug } of inserted) {
      const a = bySlug.get(slug);
      if (!a) continue;
      bylines.push(...(a.additionalAuthorSlugs ?? []).map((s, i) => ({ articleId: id, authorId: lookup(taxonomy.authorIds, s, 'author'), position: i })));
      cats.push(...a.categorySlugs.map((s, i) => ({ articleId: id, categoryId: lookup(taxonomy.categoryIds, s, 'category'), position: i })));
      tagRows.push(...a.tagSlugs.map((s) => ({ articleId: id, tagId: lookup(taxonomy.tagIds, s, 'tag') })));
    }
    if (bylines.length) await tx.insert(articleAuthors).values(bylines).onConflictDoNothing();
    if (cats.length) await tx.insert(articleCategories).values(cats).onConflictDoNothing();
    if (tagRows.length) await tx.insert(articleTags).values(tagRows).onConflictDoNothing();
    return inserted.length;
  });
}

async function seedCollectionsAndShows(db: Db) {
  const articleIds = await idsBySlug(
    db,
    articles,
    [...seedCollections.flatMap((c) => c.articleSlugs), ...seedShows.flatMap((s) => s.relatedArticleSlugs)],
  );
  for (const c of seedCollections) {
    const [row] = await db.insert(collections).values({ slug: c.slug, title: c.title, description: c.description }).onConflictDoNothing().returning();
    if (!row) continue;
    const members = c.articleSlugs.map((slug, position) => ({ collectionId: row.id, articleId: lookup(articleIds, slug, 'article'), position }));
    if (members.length) await db.insert(collectionArticles).values(members).onConflictDoNothing();
  }
  for (const show of seedShows) {
    const { relatedArticleSlugs, ...fields } = show;
    const [row] = await db.insert(tvShows).values(fields).onConflictDoNothing().returning();
    if (!row) {
      // A database seeded before shows had images gets them, without overwriting one an editor set.
      await db.update(tvShows).set({ imageUrl: fields.imageUrl }).where(and(eq(tvShows.slug, fields.slug), isNull(tvShows.imageUrl)));
      continue;
    }
    const links = relatedArticleSlugs.map((slug) => ({ tvShowId: row.id, articleId: lookup(articleIds, slug, 'article') }));
    if (links.length) await db.insert(tvShowArticles).values(links).onConflictDoNothing();
  }
}

async function seedPodcasts(db: Db, taxonomy: Taxonomy, dataDir: string, now: Date) {
  for (const series of seedSeries) {
    await db
      .insert(podcastSeries)
      .values({
        slug: series.slug,
        title: series.title,
        description: series.description,
        hostAuthorId: lookup(taxonomy.authorIds, series.hostAuthorSlug, 'author'),
      })
      .onConflictDoNothing();
    const [row] = await db.select({ id: podcastSeries.id }).from(podcastSeries).where(eq(podcastSeries.slug, series.slug));
    if (!row) continue;
    const episodes = series.episodes.map((e) => ({
      uid: `ep-${e.slug}`,
      seriesId: row.id,
      slug: e.slug,
      title: e.title,
      description: e.description,
      audioFile: ensureEpisodeAudio(dataDir, e.slug, e.durationSeconds),
      durationSeconds: e.durationSeconds,
      publishedAt: publicationTime(now, e.daysAgo, 6),
    }));
    await db.insert(podcastEpisodes).values(episodes).onConflictDoNothing();
  }
}

export interface SeedReport {
  articlesAdded: number;
  /** Feature images drawn for stories that had none (0 unless `images` was given). */
  picturesAdded: number;
  /** Square artwork drawn for podcast series that had none (0 unless `images` was given). */
  artworkAdded: number;
  /** Stand-in portraits drawn for sample authors who had no photo (0 unless `images` was given). */
  portraitsAdded: number;
}

/**
 * Writes the sample content; running it again adds nothing and changes nothing. With `images`
 * (the site's first start, `npm run seed`) every sample story also gets its illustration; tests
 * leave it out, as drawing 64 pictures takes minutes (about 3 s of CPU each).
 */
export async function seedContent(db: Db, options: { dataDir: string; now?: Date; images?: ImageDeps }): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const taxonomy = await seedTaxonomy(db);
  const articlesAdded = await insertArticles(db, sampleArticles, taxonomy, now);
  await seedCollectionsAndShows(db);
  await seedPodcasts(db, taxonomy, options.dataDir, now);
  const quizArticles = await idsBySlug(db, articles, seedQuizzes.flatMap((quiz) => (quiz.articleSlug ? [quiz.articleSlug] : [])));
  await db
    .insert(quizzes)
    .values(seedQuizzes.map(({ articleSlug, ...quiz }) => ({ ...quiz, articleId: articleSlug ? lookup(quizArticles, articleSlug, 'article') : null })))
    .onConflictDoNothing();
  await db
    .insert(newsletters)
    .values(seedNewsletters.map((n, position) => ({ ...n, position })))
    .onConflictDoNothing();
  const picturesAdded = options.images ? await seedFeatureImages(db, options.images, sampleArticles) : 0;
  const artworkAdded = options.images ? await seedPodcastArtwork(db, options.images, seedSeries) : 0;
  const portraitsAdded = options.images ? await seedAuthorPortraits(db, options.images, seedAuthors) : 0;
  await db.execute(sql`analyze`); // the tables were empty when the database opened (client.ts)
  return { articlesAdded, picturesAdded, artworkAdded, portraitsAdded };
}

