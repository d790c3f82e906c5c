import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { http, HttpResponse } from 'msw';
import { urlDate } from '@/lib/dates/nz-time';
import { findArticleByPath } from '@/lib/server/content/article-service';
import { getDb } from '@/lib/server/db/client';
import { articleCategories, articleRedirects, articles, articleTags, authors, categories, tags } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { type ImportSummary, importWordPress, type WordPressImportOptions } from '@/lib/server/wordpress/wordpress-import-service';
import { parseWxr } from '@/lib/server/wordpress/wxr-parser';
import { newsroomArchive, OLD_SITE, permalink, uploadUrl, wxrXml } from '../../../fixtures/wordpress/wxr-fixture';
import { storySeed } from '../../../helpers/story-seed';
import { outsideWorld } from '../../../helpers/msw';
import { imageRoot, jpeg, pipelineSaveImage } from './wordpress-test-images';

const now = new Date('2026-11-25T00:00:00Z');
const archive = newsroomArchive();
const options: WordPressImportOptions = { defaultCategory: 'news' };
let harbour: Buffer;
let beehive: Buffer;

async function runImport(xml = wxrXml(archive), more: Partial<WordPressImportOptions> = {}, images = {}): Promise<ImportSummary> {
  const db = await getDb();
  return importWordPress({ db, saveImage: pipelineSaveImage(db), now: () => now, images }, parseWxr(xml), { ...options, ...more });
}

const story = async (slug: string) => {
  const db = await getDb();
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug));
  if (!row) throw new Error(`no story ${slug}`);
  const sections = await db.select({ slug: categories.slug }).from(articleCategories).innerJoin(categories, eq(categories.id, articleCategories.categoryId)).where(eq(articleCategories.articleId, row.id)).orderBy(articleCategories.position);
  const tagRows = await db.select({ slug: tags.slug }).from(articleTags).innerJoin(tags, eq(tags.id, articleTags.tagId)).where(eq(articleTags.articleId, row.id));
  const [author] = await db.select({ slug: authors.slug, name: authors.name }).from(authors).where(eq(authors.id, row.authorId));
  return { ...row, categories: sections.map((c) => c.slug), tags: tagRows.map((t) => t.slug).sort(), author: author! };
};

const counts = async () => {
  const db = await getDb();
  const count = async (table: PgTable) => Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);
  return {
    articles: await count(articles),
    authors: await count(authors),
    categories: await count(categories),
    tags: await count(tags),
    images: await count(images),
    redirects: await count(articleRedirects),
    links: await count(articleCategories),
    tagLinks: await count(articleTags),
    updated: (await db.select({ slug: articles.slug, at: articles.updatedAt }).from(articles).orderBy(articles.slug)).map((r) => `${r.slug} ${r.at.toISOString()}`),
  };
};

let first: ImportSummary;

beforeAll(async () => {
  harbour = await jpeg([20, 90, 160]);
  beehive = await jpeg([200, 180, 120]);
  const db = await getDb();
  await insertArticles(db, [storySeed('existing-story', 3)], await seedTaxonomy(db), now);
  outsideWorld.use(
    http.get(uploadUrl('harbour.jpg'), () => HttpResponse.arrayBuffer(harbour.buffer.slice(harbour.byteOffset, harbour.byteOffset + harbour.length) as ArrayBuffer, { headers: { 'content-type': 'image/jpeg' } })),
    http.get(uploadUrl('beehive.jpg'), () => HttpResponse.arrayBuffer(beehive.buffer.slice(beehive.byteOffset, beehive.byteOffset + beehive.length) as ArrayBuffer, { headers: { 'content-type': 'image/jpeg' } })),
    http.get(uploadUrl('gone.jpg'), () => new HttpResponse('Not found', { status: 404 })),
  );
  first = await runImport();
});

// msw's handlers from beforeAll are reset after each test; the ones the re-import needs come back here.
beforeEach(() => {
  outsideWorld.use(
    http.get(uploadUrl('harbour.jpg'), () => HttpResponse.arrayBuffer(harbour.buffer.slice(harbour.byteOffset, harbour.byteOffset + harbour.length) as ArrayBuffer)),
    http.get(uploadUrl('beehive.jpg'), () => HttpResponse.arrayBuffer(beehive.buffer.slice(beehive.byteOffset, beehive.byteOffset + beehive.length) as ArrayBuffer)),
    http.get(uploadUrl('gone.jpg'), () => new HttpResponse('Not found', { status: 404 })),
  );
});

describe('importing a WordPress export', () => {
  it('imports every post, skips the page and ignores the menu item', () => {
    expect(first).toMatchObject({ posts: 21, created: 20, updated: 0, unchanged: 0, ignoredItems: { nav_menu_item: 1 } });
    expect(first.skipped).toEqual([{ title: 'About us', reason: expect.stringContaining('--pages-category') }]);
  });

  it('keeps each post’s author, sections in order, tags, date, slug and status', async () => {
    const twoSections = await story('two-sections');
    expect(twoSections).toMatchObject({ title: 'Story in two sections', status: 'published', categories: ['business', 'politics'], tags: ['budget-2019', 'housing'], author: { slug: 'kiri', name: 'Kiri Walker' } });
    expect(twoSections.publishedAt.toISOString()).toBe('2019-05-15T08:00:00.000Z');
    expect(twoSections.importKey).toBe(`wordpress:${OLD_SITE}/?p=4`);
    // An author already at Pānui is reused, not duplicated.
    expect((await story('block-editor-story')).author).toEqual({ slug: 'aroha-tane', name: 'Aroha Tāne' });
    expect((await story('no-section')).categories).toEqual(['news']);
    expect((await story('no-section')).author.slug).toBe('sam-lee');
    const regional = await story('future-post');
    expect(regional).toMatchObject({ status: 'scheduled', categories: ['regional-news'] });
    const [section] = await (await getDb()).select().from(categories).where(eq(categories.slug, 'regional-news'));
    expect(section?.name).toBe('Regional news');
    const draft = await story('a-draft');
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt.toISOString()).toBe('2019-06-01T00:00:00.000Z'); // noon in Auckland's winter
    for (const i of [1, 5, 10]) expect((await story(`archive-story-${i}`)).status).toBe('published');
  });

  it('gives a slug another story has a suffix, and says so', async () => {
    expect((await story('existing-story')).title).toBe('Title of existing-story');
    expect((await story('existing-story-2')).title).toBe('Clashing slug');
    expect(first.renamedSlugs).toEqual([{ title: 'Clashing slug', from: 'existing-story', to: 'existing-story-2' }]);
  });

  it('turns WordPress markup into a clean story body', async () => {
    const blocks = await story('block-editor-story');
    expect(blocks.bodyHtml).not.toContain('wp:');
    expect(blocks.bodyHtml).toMatch(/^<p>First block paragraph.<\/p>/);
    expect(blocks.bodyHtml).toMatch(/<figure data-image-id="\d+"><img src="\/media\/[0-9a-f]{20}\/400\.jpg" srcset="[^"]*320\.webp 320w, [^"]*400\.webp 400w"[^>]* width="400" height="250" alt="Parliament's Beehive"/);
    expect(blocks.bodyHtml).toContain('<figcaption>Parliament on budget day.</figcaption></figure>');
    expect(blocks.standfirst).toBe('A standfirst with markup & an entity.');

    const classic = await story('classic-caption-story');
    expect(classic.bodyHtml).toMatch(/^<p>The opening paragraph.<br \/>\nIts second line.<\/p>/);
    expect(classic.bodyHtml).toMatch(/<figure data-image-id="\d+"><img [^>]*alt="Ferries on the Waitematā at dawn"[^>]*><figcaption>Ferries leave the downtown terminal.<\/figcaption><\/figure>/);
    expect(classic.bodyHtml).toContain('<p>The closing paragraph.</p>');
    expect(classic.bodyHtml).not.toMatch(/\[caption|<a /);

    const scripted = await story('story-with-a-script');
    expect(scripted.bodyHtml).toBe('<p>Before the script.</p><p>After the script.</p>');

    const hotlinked = await story('hotlinked-picture');
    expect(hotlinked.bodyHtml).not.toContain('elsewhere.example.com');
    expect(first.droppedInlineImages).toBe(1);
  });

  it('sets feature images with the attachment’s alt text and caption, one picture per file', async () => {
    const db = await getDb();
    const block = await story('block-editor-story');
    const [picture] = await db.select().from(images).where(eq(images.id, block.featureImageId!));
    expect(picture).toMatchObject({ alt: 'Ferries on the Waitematā at dawn', caption: 'The harbour at dawn.', originalName: 'harbour.jpg', width: 400, height: 250, uploadedByUid: null });
    // The pipeline wrote its files: the story's picture can be served.
    expect(existsSync(path.join(imageRoot, picture!.storageKey, '400.jpg'))).toBe(true);
    expect((await story('archive-story-1')).featureImageId).not.toBeNull();
    expect((await story('archive-story-2')).featureImageId).toBeNull();
    expect(await db.select({ id: images.id }).from(images)).toHaveLength(2);
    expect(first.images.imported).toBe(2);
  });

  it('imports a post whose picture cannot be fetched, without the picture, and reports it', async () => {
    const broken = await story('broken-picture');
    expect(broken.featureImageId).toBeNull();
    expect(broken.bodyHtml).toBe('<p>The picture is gone.</p>');
    expect(first.images.failed).toEqual([{ title: 'Broken picture', url: uploadUrl('gone.jpg'), reason: 'the server answered 404' }]);
  });

  it('keeps the old WordPress URLs as redirects to the story', async () => {
    const db = await getDb();
    const block = await story('block-editor-story');
    const old = new URL(permalink({ dateGmt: '2019-05-12 09:00:00', slug: 'block-editor-story' })).pathname;
    expect(old).toBe('/2019/05/12/block-editor-story/');
    const rows = await db.select().from(articleRedirects).where(eq(articleRedirects.articleId, block.id));
    expect(rows.map((r) => r.oldPath).sort()).toEqual(['/2019/05/12/block-editor-story', '/2019/05/12/block-editor-story/']);
    // The draft's WordPress link was ?p=6: nothing to keep.
    expect(await db.select().from(articleRedirects).where(eq(articleRedirects.articleId, (await story('a-draft')).id))).toEqual([]);
    expect(first.redirects).toBe(2 * 19);
  });

  it('serves the imported stories to readers with headline, body and picture', async () => {
    const db = await getDb();
    const block = await story('block-editor-story');
    const found = await findArticleByPath(db, { category: 'politics', date: urlDate(block.publishedAt), slug: 'block-editor-story' });
    if (found.kind !== 'found') throw new Error(`expected the story, got ${found.kind}`);
    expect(found.article.title).toBe('Block editor story');
    expect(found.article.bodyHtml).toContain('<p>Second block paragraph.</p>');
    expect(found.article.bodyHtml).toContain('Parliament on budget day.');
    expect(found.article.authors.map((a) => a.name)).toEqual(['Aroha Tāne']);
    expect(found.article.tags.map((t) => t.slug)).toEqual(['housing']);
    // The picture in the body is the Beehive attachment, imported once and pointed at by id.
    const [beehiveRow] = await db.select({ id: images.id, storageKey: images.storageKey }).from(images).where(eq(images.alt, 'The Beehive in Wellington'));
    expect(block.bodyHtml).toContain(`<figure data-image-id="${beehiveRow!.id}"><img src="/media/${beehiveRow!.storageKey}/400.jpg"`);
    expect(block.featureImageId).not.toBe(beehiveRow!.id);
  });

  it('changes nothing when the same export is imported again', async () => {
    const before = await counts();
    const again = await runImport();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 20, redirects: 0 });
    expect(await counts()).toEqual(before);
  });

  it('rewrites a post changed in WordPress, but leaves a story edited in the desk alone', async () => {
    const db = await getDb();
    await db.update(articles).set({ revision: 2, title: 'Edited in the desk' }).where(eq(articles.slug, 'archive-story-3'));
    const changed = newsroomArchive();
    for (const item of changed.items) {
      if (item.slug === 'archive-story-3' || item.slug === 'archive-story-4') item.title = `${item.title} (corrected)`;
    }
    const summary = await runImport(wxrXml(changed));
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 18 });
    expect(summary.skipped).toContainEqual({ title: 'Archive story 3 (corrected)', reason: 'edited in the desk since it was imported' });
    expect((await story('archive-story-4')).title).toBe('Archive story 4 (corrected)');
    expect((await story('archive-story-3')).title).toBe('Edited in the desk');
  });
});

describe('import options', () => {
  const single = (id: number, slug: string, more = {}) =>
    wxrXml({ authors: [['kiri', 'Kiri Walker']], categories: [], tags: [], items: [{ id, title: `Story ${slug}`, slug, dateGmt: '2020-02-02 02:00:00', creator: 'kiri', content: '<p>Text.</p>', ...more }] });

  it('--dry-run reports what would happen and writes nothing', async () => {
    const before = await counts();
    const summary = await runImport(single(700, 'dry-run-story'), { dryRun: true });
    expect(summary).toMatchObject({ dryRun: true, created: 1 });
    expect(await counts()).toEqual(before);
  });

  it('--status draft imports a published post as a draft', async () => {
    await runImport(single(701, 'drafted-story'), { status: 'draft' });
    expect((await story('drafted-story')).status).toBe('draft');
  });

  it('--pages-category imports pages as stories in that section', async () => {
    await runImport(wxrXml({ ...archive, items: archive.items.filter((item) => item.type === 'page') }), { pagesCategory: 'about-us' });
    expect(await story('about')).toMatchObject({ title: 'About us', categories: ['about-us'], status: 'published' });
  });

  it('skips what is not a story, and reports an old URL that already leads elsewhere', async () => {
    const link = `${OLD_SITE}/2019/05/12/block-editor-story/`;
    const summary = await runImport(
      wxrXml({
        authors: [['kiri', 'Kiri Walker']],
        categories: [],
        tags: [],
        items: [
          { id: 900, title: 'Binned', slug: 'binned', dateGmt: '2020-01-01 00:00:00', status: 'trash', creator: 'kiri' },
          { id: 901, title: '', slug: 'untitled', dateGmt: '2020-01-01 00:00:00', creator: 'kiri' },
          { id: 902, title: 'Same old link', slug: 'same-old-link', dateGmt: '2020-01-01 00:00:00', creator: 'kiri', link },
        ],
      }),
    );
    expect(summary.skipped).toEqual([
      { title: 'Binned', reason: 'WordPress status "trash" is not imported' },
      { title: '(post 901)', reason: 'it has no title' },
    ]);
    expect(summary.created).toBe(1);
    expect(summary.redirectConflicts).toEqual(['/2019/05/12/block-editor-story', '/2019/05/12/block-editor-story/']);
    const [redirect] = await (await getDb()).select().from(articleRedirects).where(eq(articleRedirects.oldPath, '/2019/05/12/block-editor-story'));
    expect(redirect?.articleId).toBe((await story('block-editor-story')).id);
  });

  it('--uploads-dir reads pictures from a copy of wp-content/uploads instead of the old site', async () => {
    const uploads = await mkdtemp(path.join(tmpdir(), 'wp-uploads-'));
    await mkdir(path.join(uploads, '2020/02'), { recursive: true });
    await writeFile(path.join(uploads, '2020/02/kea.jpg'), await jpeg([60, 120, 40]));
    const xml = wxrXml({
      authors: [['kiri', 'Kiri Walker']],
      categories: [],
      tags: [],
      items: [
        { id: 800, type: 'attachment', title: 'Kea', slug: 'kea', dateGmt: '2020-02-01 00:00:00', attachmentUrl: `${OLD_SITE}/wp-content/uploads/2020/02/kea.jpg`, alt: 'A kea on a car roof' },
        { id: 801, title: 'Kea story', slug: 'kea-story', dateGmt: '2020-02-02 02:00:00', creator: 'kiri', thumbnailId: 800, content: '<p>Cheeky.</p>' },
      ],
    });
    // No handler for the old site: a request over HTTP would fail the picture.
    const summary = await runImport(xml, {}, { uploadsDir: uploads });
    expect(summary.images).toEqual({ imported: 1, failed: [] });
    const [picture] = await (await getDb()).select().from(images).where(eq(images.id, (await story('kea-story')).featureImageId!));
    expect(picture?.alt).toBe('A kea on a car roof');
  });
});
