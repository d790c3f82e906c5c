import listHandler from '@/pages/api/desk/newsletters/index';
import itemHandler from '@/pages/api/desk/newsletters/[listId]';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { newsletters } from '@/lib/server/db/schema/newsletters';
import { listNewsletters } from '@/lib/server/newsletters/newsletter-service';
import { expectRefused } from '../../../helpers/api-call';
import { serveRoute } from '../../../helpers/route-server';
import { send, siteContentCallers } from '../../../helpers/staff-members';

type Server = Awaited<ReturnType<typeof serveRoute>>;
let list: Server, item: Server;
let callers: Awaited<ReturnType<typeof siteContentCallers>>;

beforeAll(async () => {
  [list, item] = await Promise.all([serveRoute(listHandler), serveRoute(itemHandler)]);
  callers = await siteContentCallers();
});
afterAll(() => Promise.all([list, item].map((s) => s.close())));

const body = (more: Record<string, unknown> = {}) => ({ listId: 'kai-and-kitchens', name: 'Kai and kitchens', description: 'Recipes from around the motu.', frequency: 'Weekly, Saturday', position: 5, ...more });
const row = async (listId: string) => (await (await getDb()).select().from(newsletters).where(eq(newsletters.listId, listId)))[0];

describe('desk newsletter lists', () => {
  it('lets an editor add a list readers can then choose, and edit its words and place (not its list id)', async () => {
    const created = await send('POST', list.url, body(), callers.editor.idToken);
    expect(created.status).toBe(201);
    expect(created.json.data).toEqual({ ...body(), subscriberCount: 0 });
    expect((await listNewsletters(await getDb())).map((n) => n.listId)).toContain('kai-and-kitchens');

    const edited = await send('PUT', `${item.url}?listId=kai-and-kitchens`, { name: 'Kai', description: '', frequency: 'Fortnightly', position: 0 }, callers.administrator.idToken);
    expect(edited.json.data).toMatchObject({ listId: 'kai-and-kitchens', name: 'Kai', frequency: 'Fortnightly', position: 0 });
    // The list id is the provider's: it cannot be changed by an edit.
    expectRefused(await send('PUT', `${item.url}?listId=kai-and-kitchens`, { listId: 'renamed', name: 'Kai', frequency: 'Weekly' }, callers.editor.idToken), 400, 'VALIDATION_FAILED');
  });

  it('refuses contributors, authors and readers (403) and changes nothing', async () => {
    await send('POST', list.url, body({ listId: 'guarded-list' }), callers.editor.idToken);
    for (const who of [callers.contributor, callers.author, callers.reader]) {
      expectRefused(await send('POST', list.url, body({ listId: 'nope-list' }), who.idToken), 403, 'STAFF_ONLY');
      expectRefused(await send('PUT', `${item.url}?listId=guarded-list`, { name: 'Renamed', frequency: 'Daily' }, who.idToken), 403, 'STAFF_ONLY');
    }
    expect(await row('nope-list')).toBeUndefined();
    expect((await row('guarded-list'))?.name).toBe('Kai and kitchens');
  });

  it('answers 409 for a taken list id, 400 for bad input, 404 for an unknown list', async () => {
    await send('POST', list.url, body({ listId: 'taken-list' }), callers.editor.idToken);
    expectRefused(await send('POST', list.url, body({ listId: 'taken-list' }), callers.editor.idToken), 409, 'SLUG_TAKEN');
    for (const bad of [{ listId: 'has space' }, { name: '' }, { frequency: '' }, { position: -1 }, { colour: 'red' }]) {
      expectRefused(await send('POST', list.url, body({ listId: 'bad-list', ...bad }), callers.editor.idToken), 400, 'VALIDATION_FAILED');
    }
    expect(await row('bad-list')).toBeUndefined();
    expectRefused(await send('PUT', `${item.url}?listId=no-such-list`, { name: 'X', frequency: 'Daily' }, callers.editor.idToken), 404, 'NOT_FOUND');
  });
});
