import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { insertArticle, insertDonation } from '@/__tests__/helpers/member-rows';
import { type BackupPlaces, createBackup, restoreBackup } from '@/lib/server/backup/backup-archive';
import { findAnyArticleRecordById } from '@/lib/server/content/article-store';
import { type Database, openDatabase } from '@/lib/server/db/client';
import { pgliteLockFile } from '@/lib/server/db/pglite-lock';
import { members } from '@/lib/server/db/schema/members';
import { getReceipt } from '@/lib/server/payments/receipt-service';

// A file-backed site's data folder is backed up, then restored into a fresh one; the restored
// database must serve what the old one served, and the media must be the same bytes. A file-backed
// PGlite is what a backup is of, and making one (its initdb writes 30 MB) is most of this file's time.
const work = mkdtempSync(path.join(tmpdir(), 'panui-backup-test-'));
const placesIn = (name: string): BackupPlaces => ({ dataDir: path.join(work, name), pgliteDir: path.join(work, name, 'pglite'), localImages: true });
const source = placesIn('source');
const archive = path.join(work, 'backup.tar.gz');
const uid = 'backup-reader';
const caller = { uid, email: 'aroha@example.nz', isAnonymous: false, emailVerified: true };
const picture = path.join('images', '3f2a9c1e0b7d4a6e8c21', 'original.png');
const upload = path.join('audio', 'upload-2b6f.mp3');

/** What the site serves from `database`: the stories' pages, a member, a receipt. */
async function served(database: Database) {
  const [member] = await database.db.select().from(members).where(eq(members.uid, uid));
  return {
    stories: await Promise.all(storyIds.map((id) => findAnyArticleRecordById(database.db, id))),
    member,
    receipt: await getReceipt({ db: database.db, siteName: 'Pānui' }, caller, txId),
  };
}

let txId: string;
let storyIds: number[];
let before: Awaited<ReturnType<typeof served>>;

// Opens and closes PGlite and backs it up (each close gathers the planner's statistics): seconds on a busy machine.
beforeAll(async () => {
  const database = await openDatabase({ pgliteDir: source.pgliteDir! });
  try {
    storyIds = [await insertArticle(database.db), await insertArticle(database.db)];
    await database.db.insert(members).values({ uid, email: caller.email, name: 'Aroha Ngata' });
    txId = await insertDonation(database.db, uid, 4_200);
    before = await served(database);
  } finally {
    await database.close();
  }
  for (const file of [picture, upload]) {
    mkdirSync(path.dirname(path.join(source.dataDir, file)), { recursive: true });
    writeFileSync(path.join(source.dataDir, file), randomBytes(40_000));
  }
  await createBackup(source, archive);
}, 90_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const fresh = placesIn('fresh');

it('restores into a fresh data folder a site that serves the same stories, members and transactions, and the same media bytes', async () => {
  const { manifest, facts } = await restoreBackup(fresh, archive, { replace: false });
  expect(manifest.parts).toEqual(['pglite', 'images', 'audio']);
  expect(facts).toMatchObject({ stories: 2, members: 1, transactions: 1 });
  expect(before.stories.map((story) => story?.status)).toEqual(['published', 'published']);

  const database = await openDatabase({ pgliteDir: fresh.pgliteDir! });
  try {
    expect(await served(database)).toEqual(before);
  } finally {
    await database.close();
  }
  for (const file of [picture, upload]) expect(readFileSync(path.join(fresh.dataDir, file)).equals(readFileSync(path.join(source.dataDir, file)))).toBe(true);
}, 60_000);

it('refuses to back up while another process has the database open', async () => {
  // The lock of a live process that is not this one: the Jest worker's parent.
  writeFileSync(pgliteLockFile(source.pgliteDir!), String(process.ppid));
  try {
    await expect(createBackup(source, path.join(work, 'refused.tar.gz'))).rejects.toMatchObject({ name: 'DatabaseInUseError' });
    expect(existsSync(path.join(work, 'refused.tar.gz'))).toBe(false);
  } finally {
    rmSync(pgliteLockFile(source.pgliteDir!));
  }
});

it('refuses a damaged backup, and a data folder that holds data unless told to move it aside', async () => {
  const unpacked = path.join(work, 'unpacked');
  mkdirSync(unpacked);
  await tar.extract({ file: archive, cwd: unpacked });
  writeFileSync(path.join(unpacked, picture), randomBytes(40_000));
  const damaged = path.join(work, 'damaged.tar.gz');
  await tar.create({ file: damaged, cwd: unpacked }, readdirSync(unpacked));
  const empty = placesIn('empty');
  await expect(restoreBackup(empty, damaged, { replace: false })).rejects.toThrow(`${picture.split(path.sep).join('/')} is missing or differs from its checksum; nothing was changed`);
  expect(readdirSync(empty.dataDir)).toEqual([]);

  // The folder the first test restored into holds data now.
  await expect(restoreBackup(fresh, archive, { replace: false })).rejects.toThrow(/already hold data: .*--replace.*; nothing was changed/);
  const { replacedInto, facts } = await restoreBackup(fresh, archive, { replace: true });
  expect(facts).toMatchObject({ stories: 2, members: 1, transactions: 1 });
  expect(readdirSync(replacedInto!).sort()).toEqual(['audio', 'images', 'pglite']);
});
