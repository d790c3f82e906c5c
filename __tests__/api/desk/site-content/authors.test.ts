import listHandler from '@/pages/api/desk/authors/index';
import itemHandler from '@/pages/api/desk/authors/[id]';
import { eq } from 'drizzle-orm';
import { findAuthorListing } from '@/lib/server/content/author-list-service';
import { getDb } from '@/lib/server/db/client';
import { authors } from '@/lib/server/db/schema/content';
import { images } from '@/lib/server/db/schema/images';
import { insertArticles, seedTaxonomy } from '@/lib/server/seed/seed-content';
import { expectRefused } from '../../../helpers/api-call';
import { serveRoute } from '../../../helpers/route-server';
import { send, siteContentCallers } from '../../../helpers/staff-members';
import { storySeed } from '../../../helpers/story-seed';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let list: Server, item: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;
let photoId: number;

beforeAll(async () => {
  [list, item] = await Promise.all([serveRoute(listHandler), serveRoute(itemHandler)]);
  callers = await siteContentCallers();
  const db = await getDb();
  await insertArticles(db, [storySeed('by-tom', 1)], await seedTaxonomy(db), new Date());
  const [photo] = await db
    .insert(images)
    .values({ storageKey: 'ab12cd34', format: 'jpeg', width: 800, height: 1000, bytes: 50_000, widths: [320, 640, 800], alt: 'Aroha Ngata smiling' })
    .returning({ id: images.id });
  photoId = photo!.id;
});
afterAll(() => Promise.all([list, item].map((s) => s.close())));

const authorRow = async (slug: string) => (await (await getDb()).select().from(authors).where(eq(authors.slug, slug)))[0];

describe('desk authors', () => {
  it('lets an editor create an author with a photo, and the author page shows it with its size', async () => {
    const created = await send('POST', list.url, { name: 'Aroha Ngata', slug: 'aroha-ngata', bio: 'Covers te taiao.', photoImageId: photoId }, callers.editor.idToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ name: 'Aroha Ngata', slug: 'aroha-ngata', photoImageId: photoId, photo: { storageKey: 'ab12cd34', width: 800, height: 1000 } });

    const listing = await findAuthorListing(await getDb(), 'aroha-ngata', 1);
    expect(listing?.author).toEqual({
      slug: 'aroha-ngata',
      name: 'Aroha Ngata',
      bio: 'Covers te taiao.',
      photo: { storageKey: 'ab12cd34', width: 800, height: 1000, widths: [320, 640, 800], alt: 'Aroha Ngata smiling', caption: '', credit: '' },
    });

    // Taking the photo away leaves the page without one.
    const edited = await send('PUT', `${item.url}?id=${created.json.data.id}`, { name: 'Aroha Ngata', slug: 'aroha-ngata', bio: '', photoImageId: null }, callers.administrator.idToken);
    expect(edited.json.data).toMatchObject({ bio: '', photo: null });
    expect((await findAuthorListing(await getDb(), 'aroha-ngata', 1))?.author.photo).toBeNull();
  });

  it('lists authors with their story counts', async () => {
    const res = await send('GET', list.url, undefined, callers.editor.idToken);
    expect(res.status).toBe(200);
    expect(res.json.data.find((a: { slug: string }) => a.slug === 'tom-mackenzie')).toMatchObject({ name: 'Tom Mackenzie', storyCount: 1, hasPhoto: false });
  });

  it('refuses contributors, authors and readers (403) and changes nothing', async () => {
    const tom = await authorRow('tom-mackenzie');
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('POST', list.url, { name: 'Nope', slug: 'nope-author' }, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', `${item.url}?id=${tom!.id}`, { name: 'Renamed', slug: 'tom-mackenzie' }, who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('GET', list.url, undefined, who.idToken), 403, 'STAFF_ONLY');
    }
    expect(await authorRow('nope-author')).toBeUndefined();
    expect((await authorRow('tom-mackenzie'))?.name).toBe('Tom Mackenzie');
  });

  it('answers 409 SLUG_TAKEN for another author’s slug', async () => {
    const res = await send('POST', list.url, { name: 'Another Tom', slug: 'tom-mackenzie' }, callers.editor.idToken);
    expectRefused(res, 409, 'SLUG_TAKEN');
    const other = await send('POST', list.url, { name: 'Mere Tane', slug: 'mere-tane' }, callers.editor.idToken);
    expectRefused(await send('PUT', `${item.url}?id=${other.json.data.id}`, { name: 'Mere Tane', slug: 'tom-mackenzie' }, callers.editor.idToken), 409, 'SLUG_TAKEN');
    expect((await authorRow('mere-tane'))?.name).toBe('Mere Tane');
  });

  it.each([
    ['no name', { name: '', slug: 'no-name' }, 'name'],
    ['a bad slug', { name: 'A', slug: 'a/b' }, 'slug'],
    ['a photo that is not in the library', { name: 'A', slug: 'ghost-photo', photoImageId: 987654 }, 'photoImageId'],
    ['a name with a control character', { name: 'A\u0007', slug: 'bell' }, 'name'],
  ])('refuses %s with 400 and creates nothing', async (_name, body, field) => {
    const res = await send('POST', list.url, body, callers.editor.idToken);
    expectRefused(res, 400, 'VALIDATION_FAILED');
    expect(res.json.error.details.fields[0].path).toBe(field);
    expect(await authorRow(body.slug)).toBeUndefined();
  });

  it('answers 404 for an unknown author', async () => {
    expectRefused(await send('GET', `${item.url}?id=987654`, undefined, callers.editor.idToken), 404, 'NOT_FOUND');
    expectRefused(await send('PUT', `${item.url}?id=987654`, { name: 'X', slug: 'x' }, callers.editor.idToken), 404, 'NOT_FOUND');
  });
});
