import { and, inArray, isNull, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { articles, authors } from '../db/schema/content';
import { podcastSeries } from '../db/schema/media';
import type { ImageDeps } from '../images/image-deps';
import { saveImage } from '../images/save-image-service';
import { podcastArtworkSvg } from '../syndication/podcast-artwork';
import { authorPortraitSvg } from './author-portrait-svg';
import type { SeedArticle, SeedAuthor, SeedPodcastSeries } from './content/seed-types';
import { grainTile, storyScene } from './scene-svg';

export const SEED_PICTURE_CREDIT = 'Illustration: Pānui';

/** One story's illustration as a JPEG (what a photographer would hand in), with its alt text. */
export async function renderStoryPicture(story: Pick<SeedArticle, 'slug' | 'categorySlugs' | 'hour'>): Promise<{ jpeg: Buffer; alt: string }> {
  const scene = storyScene(story);
  const grain = grainTile(story.slug);
  const jpeg = await sharp(Buffer.from(scene.svg))
    .composite([{ input: grain.data, raw: { width: grain.size, height: grain.size, channels: 4 }, tile: true, blend: 'over' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return { jpeg, alt: scene.alt };
}

/**
 * Gives every seeded story without a feature image its illustration (through saveImage, so
 * files already in the store from an earlier run are reused). Answers how many it gave.
 */
export async function seedFeatureImages(db: Db, images: ImageDeps, stories: SeedArticle[], onPicture?: (done: number, total: number) => void): Promise<number> {
  const slugs = stories.map((story) => story.slug);
  if (slugs.length === 0) return 0;
  const missing = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(and(inArray(articles.slug, slugs), isNull(articles.featureImageId)));
  const bySlug = new Map(stories.map((story) => [story.slug, story]));
  let given = 0;
  for (const { id, slug } of missing) {
    const story = bySlug.get(slug);
    if (!story) continue;
    const { jpeg, alt } = await renderStoryPicture(story);
    const image = await saveImage(images, {
      bytes: jpeg,
      originalName: `${slug}.jpg`,
      uploadedByUid: null,
      alt,
      caption: `${story.title}.`,
      credit: SEED_PICTURE_CREDIT,
    });
    await db.update(articles).set({ featureImageId: image.id }).where(and(eq(articles.id, id), isNull(articles.featureImageId)));
    given++;
    onPicture?.(given, missing.length);
  }
  return given;
}

/**
 * One series' square artwork (1,400 px, the least Apple takes) as a JPEG, with its alt text: the
 * same title-on-a-colour design the feed draws for a series without artwork, so the sample shows
 * look as they would in a podcast app. The same series gives the same bytes on a machine (its fonts).
 */
export async function renderPodcastArtwork(series: Pick<SeedPodcastSeries, 'slug' | 'title'>): Promise<{ jpeg: Buffer; alt: string }> {
  const jpeg = await sharp(Buffer.from(podcastArtworkSvg(series))).jpeg({ quality: 90 }).toBuffer();
  return { jpeg, alt: `Artwork: the words “${series.title}” in white on a coloured square` };
}

/**
 * Gives every seeded podcast series without artwork its drawn square (decision 313), through
 * saveImage as the story pictures are, so a second run, or one over a fresh database with the same
 * files, writes nothing new. Never replaces artwork an editor chose. Answers how many it gave.
 */
export async function seedPodcastArtwork(db: Db, images: ImageDeps, series: Pick<SeedPodcastSeries, 'slug' | 'title'>[]): Promise<number> {
  const slugs = series.map((s) => s.slug);
  if (slugs.length === 0) return 0;
  const missing = await db
    .select({ id: podcastSeries.id, slug: podcastSeries.slug })
    .from(podcastSeries)
    .where(and(inArray(podcastSeries.slug, slugs), isNull(podcastSeries.artworkImageId)));
  const bySlug = new Map(series.map((s) => [s.slug, s]));
  let given = 0;
  for (const { id, slug } of missing) {
    const seed = bySlug.get(slug);
    if (!seed) continue;
    const { jpeg, alt } = await renderPodcastArtwork(seed);
    const image = await saveImage(images, { bytes: jpeg, originalName: `${slug}-artwork.jpg`, uploadedByUid: null, alt, caption: '', credit: SEED_PICTURE_CREDIT });
    await db.update(podcastSeries).set({ artworkImageId: image.id }).where(and(eq(podcastSeries.id, id), isNull(podcastSeries.artworkImageId)));
    given++;
  }
  return given;
}

/** One sample author's stand-in portrait as a JPEG (a 600 px square), with its alt text. */
export async function renderAuthorPortrait(author: Pick<SeedAuthor, 'slug' | 'name'>): Promise<{ jpeg: Buffer; alt: string }> {
  const { svg, alt } = authorPortraitSvg(author);
  return { jpeg: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(), alt };
}

/**
 * Gives every sample author without a photo their drawn portrait (decision 316), so the byline and
 * the author page show one as a newsroom's would. Through saveImage like the other seeded pictures:
 * files reused on a second run, an editor's choice never replaced. Answers how many it gave.
 */
export async function seedAuthorPortraits(db: Db, images: ImageDeps, sample: Pick<SeedAuthor, 'slug' | 'name'>[]): Promise<number> {
  const slugs = sample.map((author) => author.slug);
  if (slugs.length === 0) return 0;
  const missing = await db
    .select({ id: authors.id, slug: authors.slug })
    .from(authors)
    .where(and(inArray(authors.slug, slugs), isNull(authors.photoImageId)));
  const bySlug = new Map(sample.map((author) => [author.slug, author]));
  let given = 0;
  for (const { id, slug } of missing) {
    const author = bySlug.get(slug);
    if (!author) continue;
    const { jpeg, alt } = await renderAuthorPortrait(author);
    const image = await saveImage(images, { bytes: jpeg, originalName: `${slug}-portrait.jpg`, uploadedByUid: null, alt, caption: '', credit: SEED_PICTURE_CREDIT });
    await db.update(authors).set({ photoImageId: image.id }).where(and(eq(authors.id, id), isNull(authors.photoImageId)));
    given++;
  }
  return given;
}
