import { eq, inArray } from 'drizzle-orm';
import { urlDate } from '@/lib/dates/nz-time';
import { getDb } from '@/lib/server/db/client';
import { articleRedirects, articles } from '@/lib/server/db/schema/content';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { resetSharedContentCache } from '@/lib/server/content/content-cache';
import { summariesByIds } from '@/lib/server/content/article-store';
import { getServerSideProps as articlePage } from '@/pages/[category]/[date]/[slug]';
import { getServerSideProps as sectionPage } from '@/pages/[category]/index';
import { getServerSideProps as oldPathPage } from '@/pages/[...path]';
import { callPage } from '../../../helpers/page-call';
import { storySeed } from '../../../helpers/story-seed';

let currentPath = '';
let pulledId = 0;

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [storySeed('third-slug', 2), storySeed('pulled-story', 3)], await seedTaxonomy(db), new Date());
  const rows = await db.select({ id: articles.id, slug: articles.slug }).from(articles).where(inArray(articles.slug, ['third-slug', 'pulled-story']));
  const renamedId = rows.find((row) => row.slug === 'third-slug')!.id;
  pulledId = rows.find((row) => row.slug === 'pulled-story')!.id;
  await db.update(articles).set({ status: 'unpublished' }).where(eq(articles.id, pulledId));
  // The slug changed twice (first-slug → second-slug → third-slug): both old paths name the story, not each other.
  await db.insert(articleRedirects).values([
    { oldPath: '/sport/01-01-2020/first-slug', articleId: renamedId },
    { oldPath: '/sport/01-01-2020/second-slug', articleId: renamedId },
    { oldPath: '/2019/05/12/my-post/', articleId: renamedId },
    { oldPath: '/2018/06/older-post', articleId: renamedId },
    { oldPath: '/old-standalone-page', articleId: renamedId },
    { oldPath: '/sport/01-01-2020/pulled-old-slug', articleId: pulledId },
  ]);
  currentPath = (await summariesByIds(db, [renamedId]))[0]!.path;
});
beforeEach(() => resetSharedContentCache());

const permanentTo = (destination: string) => ({ redirect: { destination, statusCode: 301 } });

test('an old article path answers 301 to the story’s current path, publicly cacheable', async () => {
  const answer = await callPage(articlePage, { params: { category: 'sport', date: '01-01-2020', slug: 'first-slug' } });
  expect(answer.result).toEqual(permanentTo(currentPath));
  expect(answer.headers['cache-control']).toMatch(/^public/);
});

test('a slug changed twice lands on the current path in one hop from either old path', async () => {
  for (const slug of ['first-slug', 'second-slug']) {
    expect((await callPage(articlePage, { params: { category: 'sport', date: '01-01-2020', slug } })).result).toEqual(permanentTo(currentPath));
  }
});

test('an old path of a story that is no longer published is a 404, not a redirect', async () => {
  expect((await callPage(articlePage, { params: { category: 'sport', date: '01-01-2020', slug: 'pulled-old-slug' } })).result).toEqual({ notFound: true });
  const [pulled] = await (await getDb()).select({ publishedAt: articles.publishedAt }).from(articles).where(eq(articles.id, pulledId));
  expect((await callPage(articlePage, { params: { category: 'sport', date: urlDate(pulled!.publishedAt), slug: 'pulled-story' } })).result).toEqual({ notFound: true });
});

test('WordPress paths no page matches are answered from the same table, with or without the trailing slash', async () => {
  expect((await callPage(oldPathPage, { params: { path: ['2019', '05', '12', 'my-post'] } as never })).result).toEqual(permanentTo(currentPath));
  // Three segments reach the article page, whose date they are not.
  expect((await callPage(articlePage, { params: { category: '2018', date: '06', slug: 'older-post' } })).result).toEqual(permanentTo(currentPath));
  // One segment reaches the section page, which has no such section.
  expect((await callPage(sectionPage, { params: { category: 'old-standalone-page' } })).result).toEqual(permanentTo(currentPath));
});

test('a path no redirect names is still the 404 page', async () => {
  expect((await callPage(oldPathPage, { params: { path: ['2019', '05', '12', 'never-was'] } as never })).result).toEqual({ notFound: true });
  expect((await callPage(oldPathPage, { params: { path: ['wp-admin', 'a\u0000b'] } as never })).result).toEqual({ notFound: true });
  expect((await callPage(articlePage, { params: { category: 'sport', date: '01-01-2020', slug: 'no-such-story' } })).result).toEqual({ notFound: true });
  expect((await callPage(sectionPage, { params: { category: 'no-such-section' } })).result).toEqual({ notFound: true });
});
