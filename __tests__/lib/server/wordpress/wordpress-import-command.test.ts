import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { articles } from '@/lib/server/db/schema/content';
import { runWordPressImportCommand } from '@/lib/server/wordpress/wordpress-import-command';
import { type FixtureItem, wxrXml } from '../../../fixtures/wordpress/wxr-fixture';
import { pipelineSaveImage } from './wordpress-test-images';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'wp-command-'));
});

async function run(argv: string[]) {
  const db = await getDb();
  const out: string[] = [];
  const err: string[] = [];
  const code = await runWordPressImportCommand(argv, { db, saveImage: pipelineSaveImage(db), now: () => new Date('2026-11-25T00:00:00Z') }, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out, err };
}

const file = async (name: string, text: string) => {
  const at = path.join(folder, name);
  await writeFile(at, text);
  return at;
};

const articleCount = async () => Number((await (await getDb()).select({ n: sql<number>`count(*)` }).from(articles))[0]!.n);

const posts = (count: number, first = 1): FixtureItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: first + i, title: `Post ${first + i}`, slug: `post-${first + i}`, dateGmt: '2021-03-04 05:06:07', creator: 'kiri', content: `Post ${first + i} text.` }));

describe('npm run import:wordpress', () => {
  it('refuses broken XML with one clear line, exit 1, and writes nothing', async () => {
    const result = await run([await file('broken.xml', '<rss><channel><item><title>Half</title></channel></rss>')]);
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/^This is not a WordPress export \(WXR\): the XML is broken at line \d+/);
    expect(await articleCount()).toBe(0);
  });

  it('refuses an RSS feed that is not a WordPress export', async () => {
    const result = await run([await file('feed.xml', '<?xml version="1.0"?><rss version="2.0"><channel><title>A feed</title><item><title>x</title></item></channel></rss>')]);
    expect(result).toMatchObject({ code: 1, err: ['This is not a WordPress export (WXR): the channel has no <wp:wxr_version>.'] });
    expect(await articleCount()).toBe(0);
  });

  it('answers a missing file and wrong arguments clearly', async () => {
    expect(await run([path.join(folder, 'nothing.xml')])).toMatchObject({ code: 1, err: [expect.stringContaining('ENOENT')] });
    expect((await run([])).code).toBe(2);
    expect((await run(['a.xml', '--status', 'published'])).err[0]).toContain('--status takes only "draft"');
    expect((await run(['a.xml', '--colour'])).code).toBe(2);
    expect((await run(['a.xml', '--image-timeout', 'soon'])).err[0]).toContain('--image-timeout takes a number of seconds');
  });

  it('prints a progress line every 50 posts and a summary, and exits 0', async () => {
    const xml = wxrXml({ authors: [['kiri', 'Kiri Walker']], categories: [], tags: [], items: posts(120) });
    const result = await run([await file('big.xml', xml)]);
    expect(result.code).toBe(0);
    expect(result.out.filter((line) => line.endsWith('posts…'))).toEqual(['50/120 posts…', '100/120 posts…', '120/120 posts…']);
    expect(result.out).toContainEqual(expect.stringMatching(/^120 posts in [\d.]+ s: 120 created, 0 updated, 0 unchanged, 0 skipped\.$/));
    expect(await articleCount()).toBe(120);
    const dryRun = await run([await file('big.xml', xml), '--dry-run']);
    expect(dryRun.out).toContainEqual(expect.stringMatching(/^Dry run \(nothing written\): 120 posts in [\d.]+ s: 0 new, 120 imported before/));
    const again = await run([await file('big.xml', xml), '--default-category', 'news']);
    expect(again.out).toContainEqual(expect.stringMatching(/: 0 created, 0 updated, 120 unchanged, 0 skipped\.$/));
  });
});
