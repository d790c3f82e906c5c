import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articleRedirects, articles } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { publishDueStories } from '@/lib/server/stories/story-publish-service';
import { publishDueStoryRows } from '@/lib/server/stories/story-store';
import type { DeskStory } from '@/lib/schemas/desk-story';
import { expectRefused } from '../../helpers/api-call';
import { insertImage, serveDeskStoryRoutesForFile, staffMember } from '../../helpers/desk-story-routes';
import type { EmailUser } from '../../helpers/firebase-emulator';

let editor: EmailUser;
const api = serveDeskStoryRoutesForFile(async () => {
  editor = await staffMember('editor');
});

async function draft(fields: Record<string, unknown> = {}): Promise<DeskStory> {
  const res = await api.call('POST', '', editor.idToken, { headline: 'Harbour bridge reopens', categorySlugs: ['news'], ...fields });
  expect(res.status).toBe(201);
  return res.json.data as DeskStory;
}
const publish = (story: DeskStory, body: Record<string, unknown> = {}) => api.call('POST', `/${story.id}/publish`, editor.idToken, { revision: story.revision, ...body });
const row = async (id: number) => (await (await getDb()).select().from(articles).where(eq(articles.id, id)))[0]!;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('publishing', () => {
  it('publishes now, keeps the first publish time when published again, and unpublishes', async () => {
    const story = await draft();
    const first = (await publish(story)).json.data as DeskStory;
    expect(first.status).toBe('published');
    expect(Math.abs(Date.parse(first.publishedAt!) - Date.now())).toBeLessThan(60_000);
    const pulled = (await api.call('POST', `/${story.id}/unpublish`, editor.idToken, { revision: first.revision })).json.data as DeskStory;
    expect(pulled).toMatchObject({ status: 'unpublished', publishedAt: first.publishedAt });
    const again = (await publish(pulled)).json.data as DeskStory;
    expect(again).toMatchObject({ status: 'published', publishedAt: first.publishedAt });
    expectRefused(await publish(pulled), 409, 'STORY_CONFLICT');
  });

  it('a time in the past publishes at once; a future one schedules, and unpublishing a scheduled story makes it a draft', async () => {
    const past = await draft();
    const publishedPast = (await publish(past, { publishAt: inMinutes(-30) })).json.data as DeskStory;
    expect(publishedPast.status).toBe('published');
    expect((await row(past.id)).status).toBe('published');

    const future = await draft();
    const at = inMinutes(90);
    const scheduled = (await publish(future, { publishAt: at })).json.data as DeskStory;
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: new Date(at).toISOString() });
    const back = (await api.call('POST', `/${future.id}/unpublish`, editor.idToken, { revision: scheduled.revision })).json.data as DeskStory;
    expect(back).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('is refused with 422 and the problems when the story is not ready', async () => {
    const noAlt = await insertImage({ alt: '' });
    const inline = await insertImage({ alt: 'Has its own alt in the library' });
    const story = await draft({
      categorySlugs: [],
      featureImageId: noAlt.id,
      bodyHtml: `<figure data-image-id="${inline.id}"><img alt=""><figcaption>No alt typed</figcaption></figure>`,
    });
    const refused = await publish(story);
    expectRefused(refused, 422, 'STORY_NOT_READY');
    expect(refused.json.error.details.problems).toEqual([
      'Choose at least one section.',
      'Write alt text for the feature picture (in the media library).',
      `Write alt text for the picture in the story (picture ${inline.id}).`,
    ]);
    expect((await row(story.id)).status).toBe('draft');

    await (await getDb()).update(images).set({ alt: 'A bridge at dusk' }).where(eq(images.id, noAlt.id));
    const fixed = await api.call('PUT', `/${story.id}`, editor.idToken, {
      revision: story.revision,
      headline: story.headline,
      standfirst: '',
      bodyHtml: `<figure data-image-id="${inline.id}"><img alt="Cars crossing"></figure>`,
      slug: story.slug,
      categorySlugs: ['news'],
      tagNames: [],
      authorSlugs: story.authorSlugs,
      seoTitle: '',
      seoDescription: '',
      featureImageId: noAlt.id,
    });
    expect((await publish(fixed.json.data)).json.data.status).toBe('published');
  });

  it('a published story whose date changes on publish keeps the old address as a redirect', async () => {
    const story = await draft({ slug: 'redated-story' });
    const first = (await publish(story, { publishAt: '2026-01-05T09:00:00+13:00' })).json.data as DeskStory;
    expect(first.path).toBe('/news/05-01-2026/redated-story');
    const again = (await publish(first, { publishAt: '2026-02-10T09:00:00+13:00' })).json.data as DeskStory;
    expect(again.path).toBe('/news/10-02-2026/redated-story');
    const redirects = await (await getDb()).select().from(articleRedirects).where(eq(articleRedirects.articleId, story.id));
    expect(redirects.map((r) => r.oldPath)).toEqual(['/news/05-01-2026/redated-story']);
  });
});

describe('the publish job', () => {
  it('publishes each due scheduled story once, even with two runs at once, and leaves future ones', async () => {
    const [due, later] = [await draft(), await draft()];
    await publish(due, { publishAt: inMinutes(5) });
    await publish(later, { publishAt: inMinutes(120) });
    const announce = jest.fn(async () => undefined);
    const deps = { db: await getDb(), now: () => new Date(Date.now() + 10 * 60_000), announce };
    const counts = await Promise.all([publishDueStories(deps), publishDueStories(deps)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect((await row(due.id)).status).toBe('published');
    expect((await row(later.id)).status).toBe('scheduled');
    expect(await publishDueStories(deps)).toBe(0);
    expect(announce).toHaveBeenCalled();
  });

  it('two runs never both publish the same story', async () => {
    const stories = [await draft(), await draft(), await draft()];
    for (const story of stories) await publish(story, { publishAt: inMinutes(1) });
    const deps = { db: await getDb(), now: () => new Date(Date.now() + 5 * 60_000), announce: async () => undefined };
    const [a, b] = await Promise.all([publishDueStoryRows(deps.db, deps.now()), publishDueStoryRows(deps.db, deps.now())]);
    const ids = stories.map((s) => s.id);
    const published = [...a, ...b].filter((id) => ids.includes(id));
    expect(published.sort((x, y) => x - y)).toEqual(ids);
  });
});
