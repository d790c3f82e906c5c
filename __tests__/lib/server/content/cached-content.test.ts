import { resetSharedContentCache } from '@/lib/server/content/content-cache';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { podcastEpisodes, podcastSeries, quizzes, tvShows } from '@/lib/server/db/schema/media';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { cachedFindArticleByPath, cachedFindAuthorListing, cachedFindSectionListing, cachedHomeContent, HOME_LATEST_COUNT, HOME_SECTION_COUNT, loadHomeContent } from '@/lib/server/content/cached-content';
import { announceContentChange } from '@/lib/server/content/content-changes';

const cached = { openDb: getDb, ttlMs: getConfig().CONTENT_CACHE_SECONDS * 1000 };

const now = new Date('2026-11-22T00:00:00Z');
const story = (slug: string, daysAgo: number, categorySlugs: string[]) => ({
  slug,
  title: `Title of ${slug}`,
  standfirst: 'A short standfirst.',
  authorSlug: 'tom-mackenzie',
  categorySlugs,
  tagSlugs: ['rugby'],
  layout: 'standard' as const,
  daysAgo,
  hour: 9,
  bodyHtml: '<p>Body.</p>',
});

// news-01 is the newest story of all; twelve news stories, then six sport, two politics.
const news = Array.from({ length: 12 }, (_, i) => story(`news-${String(i + 1).padStart(2, '0')}`, i + 1, ['news']));
const sport = Array.from({ length: 6 }, (_, i) => story(`sport-${i + 1}`, 20 + i, ['sport']));

beforeAll(async () => {
  const db = await getDb();
  await insertArticles(db, [...news, ...sport, story('politics-1', 30, ['politics', 'sport']), story('politics-2', 31, ['politics'])], await seedTaxonomy(db), now);
});

afterEach(() => resetSharedContentCache());

describe('loadHomeContent', () => {
  it('has the newest story as the lead, then the latest, then each category without repeats', async () => {
    const home = await loadHomeContent(await getDb());
    expect(home.lead?.title).toBe('Title of news-01');
    expect(home.latest.map((s) => s.title)).toEqual(news.slice(1, 1 + HOME_LATEST_COUNT).map((s) => `Title of ${s.slug}`));
    // Categories in their seeded order; empty ones are left out.
    expect(home.sections.map((s) => s.slug)).toEqual(['news', 'politics', 'sport']);
    const [newsSection, politics, sportSection] = home.sections;
    expect(newsSection?.name).toBe('News');
    expect(newsSection?.stories.map((s) => s.title)).toEqual(['Title of news-10', 'Title of news-11', 'Title of news-12']);
    expect(politics?.stories.map((s) => s.title)).toEqual(['Title of politics-1', 'Title of politics-2']);
    // A story filed under sport second counts for sport too.
    expect(sportSection?.stories).toHaveLength(HOME_SECTION_COUNT);
    expect(sportSection?.stories[0]?.path).toMatch(/^\/sport\/\d{2}-\d{2}-\d{4}\/sport-1$/);
  });

  it('gives a card only what it shows', async () => {
    const { lead } = await loadHomeContent(await getDb());
    expect(Object.keys(lead ?? {}).sort()).toEqual(['author', 'category', 'commentCount', 'featureImage', 'id', 'path', 'published', 'standfirst', 'title']);
    expect(lead?.category).toEqual({ name: 'News' });
    // The date as the card shows it, in New Zealand time (daylight time in November): the browser formats nothing.
    expect(lead?.published).toEqual({ iso: expect.stringMatching(/^2026-11-2\dT\d{2}:\d{2}:\d{2}\+13:00$/), text: expect.stringMatching(/^2\d November 2026$/) });
  });
});

describe('loadHomeContent, the rows that are not stories', () => {
  it('has the series with episodes, the newest good quizzes and the newest shows, four of each at most', async () => {
    const db = await getDb();
    const [withEpisodes, empty] = await db
      .insert(podcastSeries)
      .values([
        { slug: 'kai-talk', title: 'Kai Talk', description: 'Food.' },
        { slug: 'not-yet', title: 'Not Yet', description: 'Soon.' },
      ])
      .returning({ id: podcastSeries.id });
    expect(empty).toBeDefined();
    await db.insert(podcastEpisodes).values({ seriesId: withEpisodes!.id, uid: 'kai-1', slug: 'kai-1', title: 'Kai one', description: '', audioFile: 'kai.mp3', durationSeconds: 600, publishedAt: now });
    const question = { prompt: 'Which?', choices: ['A', 'B'], answerIndex: 0, explanation: 'A.' };
    await db.insert(quizzes).values(Array.from({ length: 5 }, (_, i) => ({ slug: `quiz-${i + 1}`, title: `Quiz ${i + 1}`, description: '', questions: [question, question] })));
    await db.insert(quizzes).values({ slug: 'broken', title: 'Broken', description: '', questions: [{ prompt: 1 }] });
    await db.insert(tvShows).values(
      [2019, 2026, 2021, 2025, 2024].map((year) => ({ slug: `show-${year}`, title: `Show ${year}`, synopsis: '', whereToWatch: 'TVNZ+', genre: 'drama', year })),
    );

    const home = await loadHomeContent(db);
    expect(home.podcasts.map((s) => [s.title, s.episodeCount])).toEqual([['Kai Talk', 1]]);
    // The newest four: a quiz whose questions do not pass the schema is left out, not shown broken.
    expect(home.quizzes.map((q) => [q.title, q.questionCount])).toEqual([
      ['Quiz 5', 2],
      ['Quiz 4', 2],
      ['Quiz 3', 2],
    ]);
    expect(home.shows.map((s) => s.year)).toEqual([2026, 2025, 2024, 2021]);
  });
});

describe('cachedHomeContent', () => {
  it('answers a burst of readers with one load', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => cachedHomeContent(cached)));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.lead?.title).toBe('Title of news-01');
  });
});

describe('cachedFindArticleByPath', () => {
  it('finds an article and tells a moved one, like findArticleByPath', async () => {
    const { lead } = await cachedHomeContent(cached);
    const [, category = '', date = '', slug = ''] = (lead?.path ?? '').split('/');
    const found = await cachedFindArticleByPath(cached, { category, date, slug });
    expect(found.kind).toBe('found');
    expect(await cachedFindArticleByPath(cached, { category, date, slug })).toBe(found);
    expect(await cachedFindArticleByPath(cached, { category: 'sport', date, slug })).toEqual({ kind: 'moved', path: lead?.path });
    expect((await cachedFindArticleByPath(cached, { category, date, slug: 'no-such-story' })).kind).toBe('missing');
  });
});

describe('cachedFindSectionListing and cachedFindAuthorListing', () => {
  it('serve a page of stories from the cache until content changes, each page and slug on its own', async () => {
    const first = await cachedFindSectionListing(cached, 'politics', 1);
    expect(first?.articles.map((a) => a.title)).toEqual(['Title of politics-1', 'Title of politics-2']);
    const byAuthor = await cachedFindAuthorListing(cached, 'tom-mackenzie', 1);
    expect(byAuthor?.articles.length).toBeGreaterThan(0);
    const db = await getDb();
    await insertArticles(db, [story('politics-new', 0, ['politics'])], await seedTaxonomy(db), now);
    // Within the time-to-live the same object answers: no query ran.
    expect(await cachedFindSectionListing(cached, 'politics', 1)).toBe(first);
    expect(await cachedFindAuthorListing(cached, 'tom-mackenzie', 1)).toBe(byAuthor);
    expect(await cachedFindSectionListing(cached, 'no-such-section', 1)).toBeNull();
    // A change readers must see (the desk announces it) clears the cache: the new story leads.
    await announceContentChange();
    expect((await cachedFindSectionListing(cached, 'politics', 1))?.articles[0]?.title).toBe('Title of politics-new');
    expect((await cachedFindAuthorListing(cached, 'tom-mackenzie', 1))?.articles[0]?.title).toBe('Title of politics-new');
  });
});
