import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createServices } from '@/lib/server/container';
import { getConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { members } from '@/lib/server/db/schema/members';
import { seedTaxonomy } from '@/lib/server/seed/seed-content';
import type { StoryDeps } from '@/lib/server/stories/story-deps';
import { publishDueStories, publishStory, unpublishStory } from '@/lib/server/stories/story-publish-service';
import { createStory, updateStory } from '@/lib/server/stories/story-service';
import type { MemberType } from '@/lib/schemas/member-type';

// The services as pages call them (no HTTP), with a clock and an announce the test controls.

beforeAll(async () => {
  await seedTaxonomy(await getDb());
}, 90_000);

async function member(type: MemberType): Promise<string> {
  const uid = `svc-${randomUUID()}`;
  await (await getDb()).insert(members).values({ uid, email: `${uid}@example.nz`, name: 'Tia Service', type });
  return uid;
}

const depsAt = async (iso: string, announce = jest.fn(async () => undefined)): Promise<StoryDeps & { announce: jest.Mock }> => ({
  db: await getDb(),
  now: () => new Date(iso),
  announce,
});

describe('the story services', () => {
  it('are wired in the container for the desk pages: list, one story, and the pickers’ choices', async () => {
    const uid = await member('editor');
    const services = createServices({ db: await getDb(), config: getConfig() });
    const story = await services.stories.createStory(uid, { headline: 'Wired in', categorySlugs: ['sport'] });
    expect(await services.stories.getDeskStory(uid, story.id)).toEqual(story);
    const page = await services.stories.listDeskStories(uid, { q: 'Wired in' });
    expect(page.stories.map((s) => s.id)).toEqual([story.id]);
    const choices = await services.stories.deskChoices();
    expect(choices.categories).toContainEqual({ slug: 'sport', name: 'Sport' });
    expect(choices.authors).toContainEqual({ slug: 'tom-mackenzie', name: 'Tom Mackenzie' });
    await expect(services.stories.listDeskStories(await member('standard'), {})).rejects.toMatchObject({ code: 'STAFF_ONLY', status: 403 });
  });

  it('announce a change only when readers can see it, using the clock given', async () => {
    const uid = await member('editor');
    const deps = await depsAt('2026-03-01T00:00:00Z');
    const story = await createStory(deps, uid, { headline: 'Clocked', categorySlugs: ['news'] });
    expect(deps.announce).not.toHaveBeenCalled();
    const scheduled = await publishStory(deps, uid, story.id, { revision: 1, publishAt: '2026-03-02T00:00:00Z' });
    expect(scheduled.status).toBe('scheduled');
    expect(deps.announce).not.toHaveBeenCalled();
    const published = await publishStory(deps, uid, story.id, { revision: scheduled.revision });
    expect(published).toMatchObject({ status: 'published', publishedAt: '2026-03-01T00:00:00.000Z', path: '/news/01-03-2026/clocked' });
    expect(deps.announce).toHaveBeenCalledTimes(1);
    await updateStory(deps, uid, story.id, {
      revision: published.revision,
      headline: 'Clocked, corrected',
      standfirst: '',
      bodyHtml: '<p>Fixed</p>',
      slug: published.slug,
      categorySlugs: ['news'],
      tagNames: [],
      authorSlugs: published.authorSlugs,
      seoTitle: '',
      seoDescription: '',
      featureImageId: null,
    });
    expect(deps.announce).toHaveBeenCalledTimes(2);
    await unpublishStory(deps, uid, story.id, { revision: published.revision + 1 });
    expect(deps.announce).toHaveBeenCalledTimes(3);
    const [row] = await (await getDb()).select().from(articles).where(eq(articles.id, story.id));
    expect(row).toMatchObject({ status: 'unpublished', title: 'Clocked, corrected', revision: 5 });
  });

  it('ask the page cache for a story’s page when it goes live, now or by the publish job, and not when it is scheduled', async () => {
    const uid = await member('editor');
    const warmPage = jest.fn(async (_path: string) => undefined);
    const deps = { ...(await depsAt('2026-03-03T00:00:00Z')), warmPage };
    const now = await createStory(deps, uid, { headline: 'Warmed at once', categorySlugs: ['news'] });
    const published = await publishStory(deps, uid, now.id, { revision: now.revision });
    expect(warmPage.mock.calls).toEqual([['/news/03-03-2026/warmed-at-once']]);
    expect(published.path).toBe('/news/03-03-2026/warmed-at-once');

    const later = await createStory(deps, uid, { headline: 'Warmed by the job', categorySlugs: ['sport'] });
    await publishStory(deps, uid, later.id, { revision: later.revision, publishAt: '2026-03-03T06:00:00Z' });
    expect(warmPage).toHaveBeenCalledTimes(1);
    expect(await publishDueStories({ ...deps, now: () => new Date('2026-03-03T06:00:01Z') })).toBeGreaterThanOrEqual(1);
    expect(warmPage).toHaveBeenLastCalledWith('/sport/03-03-2026/warmed-by-the-job');
  });
});
