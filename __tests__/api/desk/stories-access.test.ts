import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles, authors } from '@/lib/server/db/schema/content';
import type { DeskStory } from '@/lib/schemas/desk-story';
import { expectRefused } from '../../helpers/api-call';
import { saveOf, serveDeskStoryRoutesForFile, staffMember } from '../../helpers/desk-story-routes';
import { createAnonymousUser } from '../../helpers/firebase-emulator';

const api = serveDeskStoryRoutesForFile();

async function draftBy(token: string, headline = 'Flood waters recede in Wairoa'): Promise<DeskStory> {
  const res = await api.call('POST', '', token, { headline, categorySlugs: ['news'] });
  expect(res.status).toBe(201);
  return res.json.data as DeskStory;
}

const storedRow = async (id: number) => (await (await getDb()).select().from(articles).where(eq(articles.id, id)))[0]!;

describe('who may do what with a story', () => {
  it('a contributor starts a draft as themselves (an author row made for them) but may not publish it', async () => {
    const contributor = await staffMember('contributor', 'Hēmi Parata');
    const story = await draftBy(contributor.idToken);
    expect(story).toMatchObject({ status: 'draft', revision: 1, publishedAt: null, createdByUid: contributor.uid, permissions: { edit: true, publish: false } });
    const [author] = await (await getDb()).select().from(authors).where(eq(authors.memberUid, contributor.uid));
    expect(author).toMatchObject({ name: 'Hēmi Parata', slug: 'hemi-parata' });
    expect(story.authorSlugs).toEqual(['hemi-parata']);
    // A second story reuses the same author row.
    expect((await draftBy(contributor.idToken, 'Another one')).authorSlugs).toEqual(['hemi-parata']);

    expectRefused(await api.call('POST', `/${story.id}/publish`, contributor.idToken, { revision: 1 }), 403, 'FORBIDDEN');
    expect((await storedRow(story.id)).status).toBe('draft');
  });

  it('an author publishes their own story but cannot change or publish another author’s', async () => {
    const [mine, theirs] = await Promise.all([staffMember('author', 'Ana Rewi'), staffMember('author', 'Ben Rua')]);
    const own = await draftBy(mine.idToken);
    const published = await api.call('POST', `/${own.id}/publish`, mine.idToken, { revision: own.revision });
    expect(published.status).toBe(200);
    expect(published.json.data.status).toBe('published');

    const other = await draftBy(theirs.idToken, 'Not yours');
    const seenByMe = (await api.call('GET', `/${other.id}`, mine.idToken)).json.data as DeskStory;
    expect(seenByMe.permissions).toEqual({ edit: false, publish: false });
    expectRefused(await api.call('PUT', `/${other.id}`, mine.idToken, saveOf(other, { headline: 'Hijacked' })), 403, 'FORBIDDEN');
    expectRefused(await api.call('POST', `/${other.id}/publish`, mine.idToken, { revision: other.revision }), 403, 'FORBIDDEN');
    expectRefused(await api.call('POST', `/${other.id}/restore`, mine.idToken, { revision: other.revision, restore: 1 }), 403, 'FORBIDDEN');
    expect(await storedRow(other.id)).toMatchObject({ title: 'Not yours', status: 'draft', revision: 1 });
  });

  it('a contributor may not change their story once it is published or scheduled', async () => {
    const [contributor, editor] = await Promise.all([staffMember('contributor'), staffMember('editor')]);
    const story = await draftBy(contributor.idToken);
    const published = (await api.call('POST', `/${story.id}/publish`, editor.idToken, { revision: 1 })).json.data as DeskStory;
    const asContributor = (await api.call('GET', `/${story.id}`, contributor.idToken)).json.data as DeskStory;
    expect(asContributor.permissions).toEqual({ edit: false, publish: false });
    expectRefused(await api.call('PUT', `/${story.id}`, contributor.idToken, saveOf(published, { headline: 'Changed after publishing' })), 403, 'FORBIDDEN');
    expectRefused(await api.call('POST', `/${story.id}/restore`, contributor.idToken, { revision: published.revision, restore: 1 }), 403, 'FORBIDDEN');
    expect(await storedRow(story.id)).toMatchObject({ title: story.headline, status: 'published', revision: published.revision });
    // Back to unpublished, it is theirs to work on again.
    const pulled = (await api.call('POST', `/${story.id}/unpublish`, editor.idToken, { revision: published.revision })).json.data as DeskStory;
    expect((await api.call('PUT', `/${story.id}`, contributor.idToken, saveOf(pulled, { headline: 'Reworked' }))).status).toBe(200);
  });

  it('a story naming the staff member’s author among its bylines is their own', async () => {
    const [editor, writer] = await Promise.all([staffMember('editor'), staffMember('author', 'Writer Wiremu')]);
    await draftBy(writer.idToken); // makes writer-wiremu
    const story = await draftBy(editor.idToken);
    const saved = await api.call('PUT', `/${story.id}`, editor.idToken, saveOf(story, { authorSlugs: [story.authorSlugs[0], 'writer-wiremu'] }));
    expect(saved.status).toBe(200);
    const asWriter = (await api.call('GET', `/${story.id}`, writer.idToken)).json.data as DeskStory;
    expect(asWriter.permissions).toEqual({ edit: true, publish: true });
  });

  it('an editor edits and publishes anyone’s story', async () => {
    const [editor, contributor] = await Promise.all([staffMember('editor'), staffMember('contributor')]);
    const story = await draftBy(contributor.idToken);
    const saved = await api.call('PUT', `/${story.id}`, editor.idToken, saveOf(story, { headline: 'Subbed headline' }));
    expect(saved.json.data).toMatchObject({ headline: 'Subbed headline', revision: 2 });
    const published = await api.call('POST', `/${story.id}/publish`, editor.idToken, { revision: 2 });
    expect(published.json.data.status).toBe('published');
    const pulled = await api.call('POST', `/${story.id}/unpublish`, editor.idToken, { revision: 3 });
    expect(pulled.json.data.status).toBe('unpublished');
  });

  it('a reader gets 403 STAFF_ONLY from every story call, and nothing changes', async () => {
    const [reader, editor] = await Promise.all([staffMember('standard'), staffMember('editor')]);
    const story = await draftBy(editor.idToken);
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['POST', '', { headline: 'Reader story' }],
      ['GET', `/${story.id}`],
      ['PUT', `/${story.id}`, saveOf(story, { headline: 'Defaced' })],
      ['POST', `/${story.id}/publish`, { revision: 1 }],
      ['POST', `/${story.id}/unpublish`, { revision: 1 }],
      ['GET', `/${story.id}/revisions`],
      ['POST', `/${story.id}/restore`, { revision: 1, restore: 1 }],
    ];
    for (const [method, path, body] of calls) expectRefused(await api.call(method, path, reader.idToken, body), 403, 'STAFF_ONLY');
    // A Firebase user with no member row at all is no staff member either.
    expectRefused(await api.call('GET', `/${story.id}`, (await createAnonymousUser()).idToken), 403, 'STAFF_ONLY');
    expect(await storedRow(story.id)).toMatchObject({ title: story.headline, status: 'draft', revision: 1 });
    const [readerAuthor] = await (await getDb()).select().from(authors).where(eq(authors.memberUid, reader.uid));
    expect(readerAuthor).toBeUndefined();
  });

  it('a visitor with no token gets 401 from every story call', async () => {
    for (const [method, path] of [['GET', ''], ['POST', ''], ['GET', '/1'], ['PUT', '/1'], ['POST', '/1/publish'], ['POST', '/1/unpublish'], ['GET', '/1/revisions'], ['POST', '/1/restore']] as const) {
      expectRefused(await api.call(method, path, undefined, method === 'GET' ? undefined : { revision: 1 }), 401, 'AUTH_REQUIRED');
    }
  });

  it('a story that does not exist is a 404, and a malformed id a 400', async () => {
    const editor = await staffMember('editor');
    expectRefused(await api.call('GET', '/999999', editor.idToken), 404, 'NOT_FOUND');
    expectRefused(await api.call('GET', '/abc', editor.idToken), 400, 'VALIDATION_FAILED');
    expectRefused(await api.call('GET', '/0', editor.idToken), 400, 'VALIDATION_FAILED');
  });
});
