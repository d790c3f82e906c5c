import { getDb } from '@/lib/server/db/client';
import { authors } from '@/lib/server/db/schema/content';
import { listAuthorRows } from '@/lib/server/site-content/author-store';
import { listDeskChoices } from '@/lib/server/stories/story-store';
import { withoutMacrons } from '@/lib/text/macrons';

const names = ['Zoe Hart', 'Ōtautahi Reporter', 'ākonga Writer', 'Aroha Ngata', 'Oliver Grant', 'Ēnoka Tipene', 'Maori Sports Desk', 'Māori Affairs Desk'];

beforeAll(async () => {
  const db = await getDb();
  await db.insert(authors).values(names.map((name, i) => ({ name, slug: `reo-order-${i}` })));
});

// Macron vowels sort with their plain vowels, and case does not count: byte order put all of them after Z.
const expected = ['ākonga Writer', 'Aroha Ngata', 'Ēnoka Tipene', 'Māori Affairs Desk', 'Maori Sports Desk', 'Oliver Grant', 'Ōtautahi Reporter', 'Zoe Hart'];

describe('lists in te reo order (decision 280)', () => {
  it('sorts the desk’s authors with macron vowels among their plain vowels', async () => {
    const listed = (await listAuthorRows(await getDb())).map((row) => row.name).filter((name) => names.includes(name));
    expect(listed).toEqual(expected);
  });

  it('sorts the story editor’s author choices the same way', async () => {
    const listed = (await listDeskChoices(await getDb())).authors.map((row) => row.name).filter((name) => names.includes(name));
    expect(listed).toEqual(expected);
  });
});

describe('withoutMacrons', () => {
  it('takes off precomposed and combining macrons and keeps every other character', () => {
    expect(withoutMacrons('Whangārei, ĀĒĪŌŪ āēīōū')).toBe('Whangarei, AEIOU aeiou');
    expect(withoutMacrons('Ma\u0304ori café')).toBe('Maori café');
  });
});
