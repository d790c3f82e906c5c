import { expect, type APIRequestContext } from '@playwright/test';

/** What a story looks like from outside: its headline and its reader URL path. */
export interface PublicStory {
  headline: string;
  path: string;
}

const categoryOf = (path: string) => `/${path.split('/')[1]}`;

/** Every place a published story appears to readers, each answering whether it does now. */
async function appearances(request: APIRequestContext, story: PublicStory) {
  const text = async (url: string) => (await request.get(url)).text();
  const article = await request.get(story.path, { maxRedirects: 0 });
  return {
    article: article.status(),
    // Links, not headlines: the search page repeats its query, so the headline alone proves nothing.
    home: (await text('/')).includes(`href="${story.path}"`),
    category: (await text(categoryOf(story.path))).includes(`href="${story.path}"`),
    feed: (await text('/feed')).includes(story.path),
    sitemap: (await text('/sitemap.xml')).includes(story.path),
    search: (await text(`/search?q=${encodeURIComponent(story.headline)}`)).includes(`href="${story.path}"`),
  };
}

/** Readers cannot find it anywhere: its URL is a 404 and no list, feed, sitemap or search shows it. */
export async function expectStoryNowhere(request: APIRequestContext, story: PublicStory) {
  expect(await appearances(request, story)).toEqual({ article: 404, home: false, category: false, feed: false, sitemap: false, search: false });
}

/** Readers find it everywhere (polled: the publish job and the caches take a moment). */
export async function expectStoryEverywhere(request: APIRequestContext, story: PublicStory, timeout = 90_000) {
  await expect.poll(() => appearances(request, story), { timeout, intervals: [2_000] }).toEqual({
    article: 200,
    home: true,
    category: true,
    feed: true,
    sitemap: true,
    search: true,
  });
}
