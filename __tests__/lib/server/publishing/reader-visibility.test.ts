import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles, collectionArticles, collections } from '@/lib/server/db/schema/content';
import { quizzes, tvShowArticles, tvShows } from '@/lib/server/db/schema/media';
import { members } from '@/lib/server/db/schema/members';
import { bookmarks } from '@/lib/server/db/schema/community';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { findArticleByPath } from '@/lib/server/content/article-service';
import { loadHomeContent } from '@/lib/server/content/cached-content';
import { findSectionListing } from '@/lib/server/content/section-list-service';
import { findAuthorListing } from '@/lib/server/content/author-list-service';
import { listFeedArticles } from '@/lib/server/syndication/feed-service';
import { listSitemapEntries } from '@/lib/server/syndication/sitemap-service';
import { searchArticles } from '@/lib/server/content/search-service';
import { findNextArticle } from '@/lib/server/content/related-article-service';
import { findShowPage } from '@/lib/server/content/tv-show-service';
import { findQuizForArticle } from '@/lib/server/content/quiz-service';
import { addBookmark, listBookmarks } from '@/lib/server/library/bookmark-service';
import { listComments } from '@/lib/server/comments/comment-list-service';
import { storySeed } from '../../../helpers/story-seed';

// One story readers may see and four they may not: a draft, a scheduled story (dated tomorrow), an
// unpublished one, and one marked published but dated in the future (the second guard). All are
// sport stories by Tom Mackenzie tagged rugby, about kiwifruit, in one collection and one TV show.
const VISIBLE = 'visible-story';
const HIDDEN = ['draft-story', 'scheduled-story', 'unpublished-story', 'future-dated-story'] as const;
const ALL = [VISIBLE, ...HIDDEN];
const ids = new Map<string, number>();
const idOf = (slug: string) => ids.get(slug)!;
const body = '<p>Growers say the kiwifruit harvest is early this year.</p>';
const reader = { uid: 'visibility-reader', email: 'reader@example.com', emailVerified: true, isAnonymous: false };

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(
    db,
    [
      storySeed(VISIBLE, 2, { bodyHtml: body }),
      storySeed('draft-story', 1, { bodyHtml: body }),
      storySeed('scheduled-story', 1, { bodyHtml: body }),
      storySeed('unpublished-story', 3, { bodyHtml: body }),
      storySeed('future-dated-story', 1, { bodyHtml: body }),
    ],
    await seedTaxonomy(db),
    new Date(),
  );
  for (const row of await db.select({ id: articles.id, slug: articles.slug }).from(articles).where(inArray(articles.slug, ALL))) ids.set(row.slug, row.id);
  await db.update(articles).set({ status: 'draft' }).where(eq(articles.slug, 'draft-story'));
  // The seeder never dates a story in the future, so the two future ones are moved there here.
  const tomorrow = new Date(Date.now() + 86_400_000);
  await db.update(articles).set({ status: 'scheduled', publishedAt: tomorrow }).where(eq(articles.slug, 'scheduled-story'));
  await db.update(articles).set({ publishedAt: tomorrow }).where(eq(articles.slug, 'future-dated-story'));
  await db.update(articles).set({ status: 'unpublished' }).where(eq(articles.slug, 'unpublished-story'));
  const [collection] = await db.insert(collections).values({ slug: 'harvest', title: 'Harvest', description: 'Curated.' }).returning();
  await db.insert(collectionArticles).values(ALL.map((slug, position) => ({ collectionId: collection!.id, articleId: idOf(slug), position })));
  const [show] = await db.insert(tvShows).values({ slug: 'orchard', title: 'Orchard', synopsis: 'Fruit.', whereToWatch: 'TVNZ+', genre: 'Drama', year: 2026 }).returning();
  await db.insert(tvShowArticles).values(ALL.map((slug) => ({ tvShowId: show!.id, articleId: idOf(slug) })));
  const question = { prompt: 'Capital?', choices: ['Auckland', 'Wellington'], answerIndex: 1, explanation: 'Since 1865.' };
  await db.insert(quizzes).values(ALL.map((slug) => ({ slug: `quiz-${slug}`, title: `Quiz of ${slug}`, description: 'Q.', articleId: idOf(slug), questions: [question] })));
  await db.insert(members).values({ uid: reader.uid, email: reader.email });
  await db.insert(bookmarks).values(ALL.map((slug) => ({ memberUid: reader.uid, articleId: idOf(slug) })));
});

/** The slugs of ours among `slugs`, so stories other tests left behind do not matter. */
const ours = (slugs: string[]) => slugs.filter((slug) => ALL.includes(slug));
const slugOfPath = (path: string) => path.split('/').pop()!;

test('the article page finds the published story and answers missing for every hidden one', async () => {
  const db = await getDb();
  const date = (await findArticleByPath(db, { category: 'x', date: 'x', slug: VISIBLE })) as { kind: 'moved'; path: string };
  expect(date.kind).toBe('moved');
  const [, category, day] = date.path.split('/');
  expect((await findArticleByPath(db, { category: category!, date: day!, slug: VISIBLE })).kind).toBe('found');
  for (const slug of HIDDEN) expect(await findArticleByPath(db, { category: category!, date: day!, slug })).toEqual({ kind: 'missing' });
});

test('home, section, tag, collection and author lists show only the published story', async () => {
  const db = await getDb();
  const home = await loadHomeContent(db);
  const homeIds = [home.lead, ...home.latest, ...home.sections.flatMap((section) => section.stories)].flatMap((story) => (story ? [slugOfPath(story.path)] : []));
  expect(ours(homeIds)).toEqual([VISIBLE]);
  for (const section of ['sport', 'rugby', 'harvest']) {
    expect(ours((await findSectionListing(db, section, 1))!.articles.map((a) => a.slug))).toEqual([VISIBLE]);
  }
  expect(ours((await findAuthorListing(db, 'tom-mackenzie', 1))!.articles.map((a) => a.slug))).toEqual([VISIBLE]);
});

test('the feed, sitemap and search carry only the published story', async () => {
  const db = await getDb();
  expect(ours((await listFeedArticles(db)).map((a) => a.slug))).toEqual([VISIBLE]);
  expect(ours((await listSitemapEntries(db)).map((entry) => slugOfPath(entry.path)))).toEqual([VISIBLE]);
  expect(ours((await searchArticles(db, { query: 'kiwifruit', page: 1 })).results.map((r) => r.article.slug))).toEqual([VISIBLE]);
});

test('the next article below a story is never a hidden one, and a hidden story has no next article', async () => {
  const db = await getDb();
  const deps = { db, contentAnalytics: null, now: () => new Date(), maxAgeDays: 999 };
  const shown: number[] = [];
  for (;;) {
    const next = await findNextArticle(deps, { articleId: idOf(VISIBLE), exclude: shown });
    if (!next) break;
    expect(HIDDEN).not.toContain(next.slug);
    shown.push(next.id);
    if (shown.length >= 20) break;
  }
  for (const slug of HIDDEN) await expect(findNextArticle(deps, { articleId: idOf(slug), exclude: [] })).rejects.toMatchObject({ status: 404 });
});

test('a TV show page, the quiz under a story, comments and bookmarks leave hidden stories out', async () => {
  const db = await getDb();
  expect((await findShowPage(db, 'orchard'))!.articles.map((a) => slugOfPath(a.path))).toEqual([VISIBLE]);
  expect((await findQuizForArticle(db, idOf(VISIBLE)))?.slug).toBe(`quiz-${VISIBLE}`);
  for (const slug of HIDDEN) {
    expect(await findQuizForArticle(db, idOf(slug))).toBeNull();
    await expect(listComments(db, { articleId: idOf(slug), order: 'newest' })).rejects.toMatchObject({ status: 404 });
    await expect(addBookmark(db, reader, idOf(slug))).rejects.toMatchObject({ status: 404 });
  }
  const page = await listBookmarks(db, reader, { page: 1 });
  expect(page.bookmarks.map((b) => slugOfPath(b.article.path))).toEqual([VISIBLE]);
});
