import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articleRedirects, articleRevisions, articles, tags } from '@/lib/server/db/schema/content';
import { podcastEpisodes, podcastSeries, quizzes } from '@/lib/server/db/schema/media';
import type { DeskStory } from '@/lib/schemas/desk-story';
import { expectRefused } from '../../helpers/api-call';
import { insertImage, saveOf, serveDeskStoryRoutesForFile, staffMember } from '../../helpers/desk-story-routes';
import type { EmailUser } from '../../helpers/firebase-emulator';

let editor: EmailUser;
const api = serveDeskStoryRoutesForFile(async () => {
  const db = await getDb();
  editor = await staffMember('editor', 'Mere Editor');
  const [series] = await db.insert(podcastSeries).values({ slug: 'the-korero', title: 'The Kōrero', description: '' }).returning();
  await db.insert(podcastEpisodes).values({ seriesId: series!.id, uid: 'ep-0001', slug: 'first-episode', title: 'First', description: '', audioFile: 'a.mp3', durationSeconds: 60, publishedAt: new Date() });
  await db.insert(quizzes).values({ slug: 'news-quiz', title: 'News quiz', description: '', questions: [] });
});

async function draft(fields: Record<string, unknown> = {}): Promise<DeskStory> {
  const res = await api.call('POST', '', editor.idToken, { headline: 'Kererū count climbs', categorySlugs: ['climate'], ...fields });
  expect(res.status).toBe(201);
  return res.json.data as DeskStory;
}

const save = (story: DeskStory, changes: Record<string, unknown> = {}) => api.call('PUT', `/${story.id}`, editor.idToken, saveOf(story, changes));
const row = async (id: number) => (await (await getDb()).select().from(articles).where(eq(articles.id, id)))[0]!;

describe('saving a story', () => {
  it('each save is a new revision, kept with who saved it; the list of revisions is newest first', async () => {
    const story = await draft();
    const second = (await save(story, { headline: 'Kererū count climbs again', tagNames: ['Birds', 'Te Taiao'] })).json.data as DeskStory;
    expect(second).toMatchObject({ revision: 2, headline: 'Kererū count climbs again', tagNames: ['Birds', 'Te Taiao'] });
    const createdTags = await (await getDb()).select().from(tags).where(eq(tags.slug, 'te-taiao'));
    expect(createdTags).toEqual([expect.objectContaining({ name: 'Te Taiao' })]);
    const third = (await save(second, { standfirst: 'Volunteers counted 4,000 birds.' })).json.data as DeskStory;
    const { revisions } = (await api.call('GET', `/${story.id}/revisions`, editor.idToken)).json.data;
    expect(revisions.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    expect(revisions[0]).toMatchObject({ savedBy: 'Mere Editor', headline: 'Kererū count climbs again' });
    expect(revisions[2].headline).toBe('Kererū count climbs');
    expect(third.revision).toBe(3);
  });

  it('a save from a stale revision is a 409 with the current story, and nothing is saved', async () => {
    const story = await draft();
    await save(story, { headline: 'First writer wins' });
    const stale = await save(story, { headline: 'Second writer loses' });
    expectRefused(stale, 409, 'STORY_CONFLICT');
    expect(stale.json.error.details.current).toMatchObject({ id: story.id, revision: 2, headline: 'First writer wins' });
    expect(await row(story.id)).toMatchObject({ title: 'First writer wins', revision: 2 });
    const count = await (await getDb()).select().from(articleRevisions).where(eq(articleRevisions.articleId, story.id));
    expect(count).toHaveLength(2);
  });

  it('two saves of the same revision at once: one wins, the other is a 409', async () => {
    const story = await draft();
    const answers = await Promise.all([save(story, { headline: 'A' }), save(story, { headline: 'B' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await row(story.id)).revision).toBe(2);
  });

  it('a slug another story uses is a 409 SLUG_TAKEN; unknown sections and authors are a 400', async () => {
    const [first, second] = [await draft({ slug: 'taken-address' }), await draft()];
    const clash = await save(second, { slug: 'taken-address' });
    expectRefused(clash, 409, 'SLUG_TAKEN');
    expect(clash.json.error.message).toMatch(/Another story already uses the address "taken-address"; choose another\./);
    expectRefused(await api.call('POST', '', editor.idToken, { headline: 'x', slug: first.slug }), 409, 'SLUG_TAKEN');
    expectRefused(await save(second, { categorySlugs: ['no-such-section'] }), 400, 'UNKNOWN_CATEGORY');
    expectRefused(await save(second, { authorSlugs: ['no-such-person'] }), 400, 'UNKNOWN_AUTHOR');
    expectRefused(await save(second, { featureImageId: 987654 }), 400, 'UNKNOWN_IMAGE');
    expect((await row(second.id)).revision).toBe(1);
  });

  it('a new draft from a headline gets a free slug of its own', async () => {
    const [a, b] = [await draft({ headline: 'Te Reo Māori week!' }), await draft({ headline: 'Te Reo Māori week!' })];
    expect(a.slug).toMatch(/^te-reo-maori-week(-\d+)?$/);
    expect(b.slug).not.toBe(a.slug);
  });

  it('restore makes a new revision with the old words; the status stays', async () => {
    const story = await draft({ standfirst: 'The original standfirst.' });
    const second = (await save(story, { headline: 'Rewritten', standfirst: 'Rewritten standfirst.' })).json.data as DeskStory;
    const restored = await api.call('POST', `/${story.id}/restore`, editor.idToken, { revision: second.revision, restore: 1 });
    expect(restored.status).toBe(200);
    expect(restored.json.data).toMatchObject({ revision: 3, status: 'draft', headline: 'Kererū count climbs', standfirst: 'The original standfirst.' });
    expectRefused(await api.call('POST', `/${story.id}/restore`, editor.idToken, { revision: 3, restore: 42 }), 404, 'REVISION_NOT_FOUND');
    expectRefused(await api.call('POST', `/${story.id}/restore`, editor.idToken, { revision: 2, restore: 1 }), 409, 'STORY_CONFLICT');
  });

  it('markup typed into the headline and other one-line fields is kept as text', async () => {
    const story = await draft({ headline: '<b>Bold</b> & <script>x</script>', seoTitle: '<i>SEO</i>' });
    expect(story.headline).toBe('<b>Bold</b> & <script>x</script>');
    expect(story.seoTitle).toBe('<i>SEO</i>');
  });
});

describe('the body is sanitised when saved', () => {
  it('drops scripts, event handlers, styles, iframes and javascript: links; keeps what the editor makes', async () => {
    const story = await draft();
    const body = [
      '<p style="color:red" onclick="steal()">Kia ora <strong>koutou</strong> <em>katoa</em> <s>old</s> <code>x</code></p>',
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe>',
      '<h2>Heading</h2><h4>Small</h4><ul><li>one</li></ul><hr>',
      '<blockquote class="pull-quote other">Quoted</blockquote>',
      '<p><a href="javascript:alert(1)">bad</a> <a href="/politics">ours</a> <a href="//evil.example/x">theirs</a> <a href="https://rnz.co.nz" title="RNZ">RNZ</a></p>',
    ].join('');
    const saved = (await save(story, { bodyHtml: body })).json.data as DeskStory;
    expect(saved.bodyHtml).not.toMatch(/script|onclick|style=|iframe|javascript:|evil\.example/i);
    expect(saved.bodyHtml).toContain('<p>Kia ora <strong>koutou</strong> <em>katoa</em> <s>old</s> <code>x</code></p>');
    expect(saved.bodyHtml).toContain('<blockquote class="pull-quote">Quoted</blockquote>');
    expect(saved.bodyHtml).toContain('<a href="/politics">ours</a>');
    expect(saved.bodyHtml).toContain('<a href="https://rnz.co.nz" title="RNZ">RNZ</a>');
    expect(saved.bodyHtml).toContain('<h4>Small</h4><ul><li>one</li></ul><hr />');
    expect((await row(story.id)).bodyHtml).toBe(saved.bodyHtml);
  });

  it('rewrites a figure’s picture from its images row, keeping the alt, caption and credit typed', async () => {
    const image = await insertImage({ width: 2000, height: 1000 });
    const story = await draft();
    const body = `<figure data-image-id="${image.id}" onmouseover="x()"><img src="https://evil.example/x.jpg" alt="Kererū &quot;feeding&quot;" onerror="steal()"><figcaption>A bird<span class="credit">Photo: DOC</span></figcaption></figure><p><img src="/loose.jpg" alt="loose"></p>`;
    const saved = (await save(story, { bodyHtml: body })).json.data as DeskStory;
    const key = image.storageKey;
    expect(saved.bodyHtml).toBe(
      `<figure data-image-id="${image.id}"><img src="/media/${key}/960.jpg" srcset="/media/${key}/320.webp 320w, /media/${key}/640.webp 640w, /media/${key}/960.webp 960w, /media/${key}/1280.webp 1280w, /media/${key}/1920.webp 1920w" sizes="(min-width: 45rem) 42rem, 100vw" width="960" height="480" alt="Kererū &quot;feeding&quot;" loading="lazy" decoding="async" /><figcaption>A bird<span class="credit">Photo: DOC</span></figcaption></figure><p></p>`,
    );
  });

  it('an unknown picture or embed is a 400 and nothing is saved', async () => {
    const story = await draft();
    expectRefused(await save(story, { bodyHtml: '<figure data-image-id="999999"><img alt="x"></figure>' }), 400, 'UNKNOWN_IMAGE');
    expectRefused(await save(story, { bodyHtml: '<aside data-embed="podcast" data-uid="nope"><a href="/podcasts">x</a></aside>' }), 400, 'UNKNOWN_EMBED');
    expectRefused(await save(story, { bodyHtml: '<aside data-embed="quiz" data-slug="nope"><a href="/quizzes/nope">x</a></aside>' }), 400, 'UNKNOWN_EMBED');
    expectRefused(await save(story, { bodyHtml: '<aside data-embed="video" data-uid="x">x</aside>' }), 400, 'UNKNOWN_EMBED');
    expectRefused(await save(story, { bodyHtml: '<aside data-embed="quiz" data-slug="news-quiz"><a href="https://elsewhere.example/quiz">x</a></aside>' }), 400, 'UNKNOWN_EMBED');
    expect((await row(story.id)).revision).toBe(1);
  });

  it('keeps embeds of our own podcasts and quizzes', async () => {
    const story = await draft();
    const body = '<aside data-embed="podcast" data-uid="ep-0001" onclick="x()"><a href="/podcasts/the-korero/first-episode">Listen</a></aside><aside data-slug="news-quiz" data-embed="quiz"><a href="/quizzes/news-quiz">Play</a></aside>';
    const saved = (await save(story, { bodyHtml: body })).json.data as DeskStory;
    expect(saved.bodyHtml).toBe(
      '<aside data-embed="podcast" data-uid="ep-0001"><a href="/podcasts/the-korero/first-episode">Listen</a></aside><aside data-embed="quiz" data-slug="news-quiz"><a href="/quizzes/news-quiz">Play</a></aside>',
    );
  });
});

describe('bad bodies are a 400 and change nothing', () => {
  it.each([
    ['a wrong type', { headline: 42 }],
    ['an extra key', { extra: true }],
    ['a huge headline', { headline: 'x'.repeat(5_000) }],
    ['a bad slug', { slug: 'Not A Slug' }],
    ['no author', { authorSlugs: [] }],
    ['a control character', { standfirst: 'a\u0000b' }],
    ['a wrong revision type', { revision: '1' }],
    ['a bad feature image id', { featureImageId: -1 }],
  ])('%s', async (_kind, changes) => {
    const story = await draft();
    expectRefused(await save(story, changes), 400, 'VALIDATION_FAILED');
    expect((await row(story.id)).revision).toBe(1);
  });

  it('a body over the size limit is a 413, and malformed JSON a 400', async () => {
    const story = await draft();
    expectRefused(await save(story, { bodyHtml: `<p>${'x'.repeat(200_000)}</p>` }), 413, 'PAYLOAD_TOO_LARGE');
    expect((await api.call('PUT', `/${story.id}`, editor.idToken, '{"revision":')).status).toBe(400);
    expectRefused(await api.call('POST', '', editor.idToken, {}), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('POST', `/${story.id}/publish`, editor.idToken, { revision: 1, publishAt: 'tomorrow' }), 400, 'VALIDATION_FAILED');
    expect((await row(story.id)).revision).toBe(1);
  });
});

describe('the desk list', () => {
  it('lists newest-updated first with filters, 25 a page with a cursor', async () => {
    const made: DeskStory[] = [];
    for (let i = 0; i < 27; i += 1) made.push(await draft({ headline: `Listed tuna story ${i}`, categorySlugs: ['science'] }));
    const first = (await api.call('GET', '?q=tuna%20story&category=science', editor.idToken)).json.data;
    expect(first.stories).toHaveLength(25);
    expect(first.stories[0]).toMatchObject({ headline: 'Listed tuna story 26', status: 'draft', authors: ['Mere Editor'], category: { slug: 'science', name: 'Science' }, publishedAt: null });
    const second = (await api.call('GET', `?q=tuna%20story&category=science&cursor=${first.nextCursor}`, editor.idToken)).json.data;
    expect(second.stories.map((s: DeskStory) => s.headline)).toEqual(['Listed tuna story 1', 'Listed tuna story 0']);
    expect(second.nextCursor).toBeNull();
    expect((await api.call('GET', '?q=tuna%20story&status=published', editor.idToken)).json.data.stories).toEqual([]);
    expect((await api.call('GET', '?q=tuna%20story&author=tom-mackenzie', editor.idToken)).json.data.stories).toEqual([]);
    expectRefused(await api.call('GET', '?status=lost', editor.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('GET', '?cursor=abc', editor.idToken), 400, 'VALIDATION_FAILED');
  });
});

describe('redirects', () => {
  it('a published story whose slug changes keeps its old address as a redirect', async () => {
    const story = await draft({ slug: 'moving-story' });
    const published = (await api.call('POST', `/${story.id}/publish`, editor.idToken, { revision: 1 })).json.data as DeskStory;
    const moved = (await save(published, { slug: 'moved-story' })).json.data as DeskStory;
    expect(moved.path).toMatch(/\/climate\/\d\d-\d\d-\d{4}\/moved-story$/);
    const redirects = await (await getDb()).select().from(articleRedirects).where(eq(articleRedirects.articleId, story.id));
    expect(redirects.map((r) => r.oldPath)).toEqual([published.path]);
    // A draft's address was never public: no redirect.
    const unpublishedDraft = await draft({ slug: 'quiet-draft' });
    await save(unpublishedDraft, { slug: 'quiet-draft-2' });
    expect(await (await getDb()).select().from(articleRedirects).where(eq(articleRedirects.articleId, unpublishedDraft.id))).toEqual([]);
  });
});
