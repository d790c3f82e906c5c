import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/lib/server/db/client';
import { articles, authors } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { podcastSeries } from '@/lib/server/db/schema/media';
import type { ImageDeps } from '@/lib/server/images/image-deps';
import { createLocalImageStorage } from '@/lib/server/providers/image-storage/local-image-storage';
import { podcastSeries as samplePodcastSeries } from '@/lib/server/seed/content/extras';
import { authors as sampleAuthors } from '@/lib/server/seed/content/taxonomy';
import { storyScene } from '@/lib/server/seed/scene-svg';
import { insertArticles, sampleArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { renderAuthorPortrait, renderPodcastArtwork, SEED_PICTURE_CREDIT, seedAuthorPortraits, seedFeatureImages, seedPodcastArtwork } from '@/lib/server/seed/seed-pictures';

const byCategory = (slug: string) => sampleArticles.find((story) => story.categorySlugs[0] === slug)!;
const stories = [byCategory('sport'), byCategory('politics')];
const limits = { maxBytes: 25 * 1024 * 1024, maxPixels: 50_000_000 };

test('each story draws the same scene every time, by its category and hour, with alt text that says what it shows', () => {
  const sport = storyScene(byCategory('sport'));
  expect(storyScene(byCategory('sport'))).toEqual(sport);
  expect(sport.alt).toMatch(/^Illustration: rugby posts/);
  expect(storyScene({ slug: 'x', categorySlugs: ['politics'], hour: 22 }).alt).toMatch(/government building.* at night, beneath a bright moon/);
  expect(storyScene({ slug: 'x', categorySlugs: ['politics'], hour: 7 }).alt).toMatch(/at dawn/);
  expect(storyScene({ slug: 'y', categorySlugs: ['science'], hour: 12 }).svg).not.toEqual(storyScene({ slug: 'z', categorySlugs: ['science'], hour: 12 }).svg);
});

// Encoding two 1600-pixel pictures at every width is CPU-bound: on a busy 2-core CI machine it can take a minute.
test('seeded stories get a 1600×1000 feature image with alt, caption and credit; a second run, even over a fresh database, reuses the files', async () => {
  const db = await getDb();
  await insertArticles(db, stories, await seedTaxonomy(db), new Date());
  const storage = createLocalImageStorage(mkdtempSync(path.join(tmpdir(), 'seed-pictures-')));
  const deps: ImageDeps = { db, storage, limits };

  expect(await seedFeatureImages(db, deps, stories)).toBe(2);
  const rows = await db
    .select({ slug: articles.slug, image: images })
    .from(articles)
    .innerJoin(images, eq(images.id, articles.featureImageId))
    .where(inArray(articles.slug, stories.map((story) => story.slug)));
  expect(rows).toHaveLength(2);
  for (const { slug, image } of rows) {
    const story = stories.find((s) => s.slug === slug)!;
    expect(image).toMatchObject({ width: 1600, height: 1000, widths: [320, 640, 960, 1280, 1600], credit: SEED_PICTURE_CREDIT, caption: `${story.title}.`, originalName: `${slug}.jpg`, uploadedByUid: null });
    expect(image.alt).toMatch(/^Illustration: /);
    expect(await storage.has(`${image.storageKey}/960.jpg`)).toBe(true);
    // Not a blank frame: the picture has light and shade.
    const stats = await sharp(Buffer.from(storyScene(story).svg)).resize(160).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
  }

  // Nothing left to draw.
  expect(await seedFeatureImages(db, deps, stories)).toBe(0);

  // A fresh database over the same files: the rows come back without writing a single file.
  await db.update(articles).set({ featureImageId: null }).where(inArray(articles.slug, stories.map((story) => story.slug)));
  await db.delete(images).where(inArray(images.id, rows.map((row) => row.image.id)));
  const put = jest.spyOn(storage, 'put');
  expect(await seedFeatureImages(db, deps, stories)).toBe(2);
  expect(put).not.toHaveBeenCalled();
}, 90_000);

// One 1,400-pixel square encoded at every width and format: a few seconds of CPU on a busy machine.
test('seeded podcast series get square 1400×1400 artwork, drawn the same every time; a second run, even over a fresh database, reuses the files and never replaces an editor’s choice', async () => {
  const db = await getDb();
  const [first, second] = samplePodcastSeries;
  const seeded = [first!, second!];
  await db.insert(podcastSeries).values(seeded.map(({ slug, title, description }) => ({ slug, title, description })));
  const storage = createLocalImageStorage(mkdtempSync(path.join(tmpdir(), 'seed-artwork-')));
  const deps: ImageDeps = { db, storage, limits };
  // The editor already chose the second series' artwork: the seed leaves it alone.
  const [chosen] = await db.insert(images).values({ storageKey: 'ch0sen00aa', format: 'jpeg', width: 1400, height: 1400, bytes: 1, widths: [1400] }).returning({ id: images.id });
  await db.update(podcastSeries).set({ artworkImageId: chosen!.id }).where(eq(podcastSeries.slug, second!.slug));

  expect((await renderPodcastArtwork(first!)).jpeg.equals((await renderPodcastArtwork(first!)).jpeg)).toBe(true);
  expect(await seedPodcastArtwork(db, deps, seeded)).toBe(1);
  const rows = await db.select({ slug: podcastSeries.slug, image: images }).from(podcastSeries).innerJoin(images, eq(images.id, podcastSeries.artworkImageId)).where(inArray(podcastSeries.slug, seeded.map((s) => s.slug)));
  const drawn = rows.find((row) => row.slug === first!.slug)!.image;
  expect(drawn).toMatchObject({ width: 1400, height: 1400, widths: [320, 640, 960, 1280, 1400], credit: SEED_PICTURE_CREDIT, originalName: `${first!.slug}-artwork.jpg`, uploadedByUid: null });
  expect(drawn.alt).toContain(first!.title);
  expect(await storage.has(`${drawn.storageKey}/1400.jpg`)).toBe(true);
  expect(rows.find((row) => row.slug === second!.slug)!.image.id).toBe(chosen!.id);

  // Nothing left to draw.
  expect(await seedPodcastArtwork(db, deps, seeded)).toBe(0);

  // A fresh database over the same files: the row comes back without writing a single file.
  await db.update(podcastSeries).set({ artworkImageId: null }).where(eq(podcastSeries.slug, first!.slug));
  await db.delete(images).where(eq(images.id, drawn.id));
  const put = jest.spyOn(storage, 'put');
  expect(await seedPodcastArtwork(db, deps, seeded)).toBe(1);
  expect(put).not.toHaveBeenCalled();
}, 90_000);

test('sample authors get a drawn square portrait, the same every time and different for each; an editor’s choice is never replaced', async () => {
  const db = await getDb();
  const [first, second, third] = sampleAuthors;
  const seeded = [first!, second!, third!];
  await db.insert(authors).values(seeded).onConflictDoNothing();
  const storage = createLocalImageStorage(mkdtempSync(path.join(tmpdir(), 'seed-portraits-')));
  const deps: ImageDeps = { db, storage, limits };
  // The editor already chose the third author's photo: the seed leaves it alone.
  const [chosen] = await db.insert(images).values({ storageKey: 'ch0sen00pp', format: 'jpeg', width: 800, height: 1000, bytes: 1, widths: [800] }).returning({ id: images.id });
  await db.update(authors).set({ photoImageId: chosen!.id }).where(eq(authors.slug, third!.slug));

  const portrait = await renderAuthorPortrait(first!);
  expect(portrait.jpeg.equals((await renderAuthorPortrait(first!)).jpeg)).toBe(true);
  expect(portrait.jpeg.equals((await renderAuthorPortrait(second!)).jpeg)).toBe(false);
  expect(await seedAuthorPortraits(db, deps, seeded)).toBe(2);
  const rows = await db.select({ slug: authors.slug, image: images }).from(authors).innerJoin(images, eq(images.id, authors.photoImageId)).where(inArray(authors.slug, seeded.map((a) => a.slug)));
  const drawn = rows.find((row) => row.slug === first!.slug)!.image;
  expect(drawn).toMatchObject({ width: 600, height: 600, widths: [320, 600], credit: SEED_PICTURE_CREDIT, originalName: `${first!.slug}-portrait.jpg`, uploadedByUid: null });
  expect(drawn.alt).toContain(first!.name);
  expect(rows.find((row) => row.slug === third!.slug)!.image.id).toBe(chosen!.id);
  expect(await seedAuthorPortraits(db, deps, seeded)).toBe(0);
}, 60_000);
