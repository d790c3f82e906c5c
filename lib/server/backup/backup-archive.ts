import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { z } from 'zod';
import { claimPgliteFolder } from '../db/pglite-lock';

/**
 * Backups of the embedded database and the media (decision 258): one .tar.gz holding
 * `manifest.json` (what it holds, each file's size and SHA-256, the database's counts) and the
 * files under the names they have in DATA_DIR: `pglite/…`, `images/…`, `audio/…`,
 * `firebase/export/…`. Postgres is dumped with pg_dump instead (docs/operations.md), so with
 * DATABASE_URL an archive holds the media alone.
 */

/** Where the site keeps what a backup holds. */
export interface BackupPlaces {
  dataDir: string;
  /** The PGlite folder; undefined on Postgres, whose data pg_dump backs up. */
  pgliteDir?: string;
  /** False with IMAGE_STORAGE=s3: the pictures are in the bucket (versioning keeps them). */
  localImages: boolean;
}

/** What a reader of the restored site sees first, counted when the backup is made and again after a restore. */
export interface DatabaseFacts {
  stories: number;
  members: number;
  transactions: number;
  pictures: number;
  migrations: number;
}

// Only files of the parts, and never a way out of the folder they are unpacked into.
const archivedPath = z
  .string()
  .refine((value) => /^(pglite|images|audio|firebase\/export)\//.test(value) && value.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\0')), 'must be a file of a backed-up folder');
const FileEntry = z.object({ path: archivedPath, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict();
const Facts = z.object({ stories: z.number().int(), members: z.number().int(), transactions: z.number().int(), pictures: z.number().int(), migrations: z.number().int() }).strict();

export const BackupManifest = z
  .object({
    format: z.literal('panui-backup'),
    version: z.literal(1),
    createdAt: z.string(),
    database: z.discriminatedUnion('kind', [z.object({ kind: z.literal('pglite'), facts: Facts }).strict(), z.object({ kind: z.literal('postgres') }).strict()]),
    parts: z.array(z.enum(['pglite', 'images', 'audio', 'firebase/export'])),
    /** Every folder, empty ones too: PostgreSQL needs its empty ones (pg_tblspc, pg_twophase…). */
    folders: z.array(archivedPath),
    files: z.array(FileEntry),
  })
  .strict();
export type BackupManifest = z.infer<typeof BackupManifest>;
type Part = BackupManifest['parts'][number];

export class BackupError extends Error {
  override name = 'BackupError';
}

const MANIFEST = 'manifest.json';

/** Each part's folder in this installation; a part whose folder is missing is left out. */
function partFolders(places: BackupPlaces): [Part, string][] {
  const folders: [Part, string | undefined][] = [
    ['pglite', places.pgliteDir],
    ['images', places.localImages ? path.join(places.dataDir, 'images') : undefined],
    ['audio', path.join(places.dataDir, 'audio')],
    ['firebase/export', path.join(places.dataDir, 'firebase', 'export')],
  ];
  return folders.filter((entry): entry is [Part, string] => entry[1] !== undefined);
}

function filesUnder(root: string, prefix: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(root, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

function foldersUnder(root: string, prefix: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${prefix}/${entry.name}`, ...foldersUnder(path.join(root, entry.name), `${prefix}/${entry.name}`)]);
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

const FACTS_SQL = `select (select count(*) from articles)::int as stories, (select count(*) from members)::int as members,
  (select count(*) from transactions)::int as transactions, (select count(*) from images)::int as pictures,
  (select count(*) from drizzle.__drizzle_migrations)::int as migrations`;

/**
 * Opens the PGlite folder on its own (no migration: a backup or a restore never changes the
 * schema), counts, and closes it with a CHECKPOINT, so the data files hold every committed write.
 */
async function databaseFacts(dir: string): Promise<DatabaseFacts> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`${dir} holds no database`);
  const client = new PGlite(dir);
  try {
    const { rows } = await client.query<DatabaseFacts>(FACTS_SQL);
    await client.exec('CHECKPOINT');
    return rows[0]!;
  } finally {
    await client.close();
  }
}

/**
 * Writes a backup of `places` to `archive`. The PGlite folder is claimed first, so this refuses
 * while the site (or another command) has it open; it is then counted, checkpointed and closed,
 * and its files are copied while nothing can open it: a cold copy, consistent as a stopped
 * PostgreSQL's folder is. The media are copied after the database, and pictures and audio are
 * written before the row naming them and never changed, so every row in the backup finds its file.
 */
export async function createBackup(places: BackupPlaces, archive: string): Promise<BackupManifest> {
  const release = places.pgliteDir ? claimPgliteFolder(places.pgliteDir) : () => undefined;
  const staging = mkdtempSync(path.join(path.dirname(path.resolve(archive)), '.panui-backup-'));
  try {
    const facts = places.pgliteDir ? await databaseFacts(places.pgliteDir) : undefined;
    const parts = partFolders(places).filter(([, folder]) => existsSync(folder));
    const files: BackupManifest['files'] = [];
    const folders: string[] = [];
    for (const [part, folder] of parts) {
      // The archive names each file as it is in DATA_DIR; the links let tar read them from where they are.
      mkdirSync(path.dirname(path.join(staging, part)), { recursive: true });
      symlinkSync(path.resolve(folder), path.join(staging, part));
      folders.push(...foldersUnder(folder, part));
      for (const file of filesUnder(folder, part)) {
        const absolute = path.join(staging, file);
        files.push({ path: file, bytes: statSync(absolute).size, sha256: await sha256(absolute) });
      }
    }
    const manifest: BackupManifest = {
      format: 'panui-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: facts ? { kind: 'pglite', facts } : { kind: 'postgres' },
      parts: parts.map(([part]) => part),
      folders,
      files,
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    // Written aside and renamed, so an archive under the final name is always complete.
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, noDirRecurse: true }, [MANIFEST, ...folders, ...files.map((file) => file.path)]);
    renameSync(partial, archive);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Unpacks `archive` into `into` and checks every file against the manifest; answers the manifest. */
async function unpackChecked(archive: string, into: string): Promise<BackupManifest> {
  try {
    await tar.extract({ file: archive, cwd: into, strict: true });
  } catch (error) {
    throw new BackupError(`${archive} could not be read as a backup (${error instanceof Error ? error.message : String(error)})`);
  }
  const manifestFile = path.join(into, MANIFEST);
  let parsed: ReturnType<typeof BackupManifest.safeParse> | undefined;
  try {
    parsed = BackupManifest.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new BackupError(`${archive} is not a Pānui backup (its manifest.json is missing or not one this version reads)`);
  const manifest = parsed.data;
  for (const file of manifest.files) {
    const absolute = path.join(into, file.path);
    if (!existsSync(absolute) || statSync(absolute).size !== file.bytes || (await sha256(absolute)) !== file.sha256) {
      throw new BackupError(`${archive} is damaged: ${file.path} is missing or differs from its checksum`);
    }
  }
  const missingFolder = manifest.folders.find((folder) => !existsSync(path.join(into, folder)));
  if (missingFolder) throw new BackupError(`${archive} is damaged: the folder ${missingFolder} is missing`);
  const listed = new Set([MANIFEST, ...manifest.files.map((file) => file.path)]);
  const extra = filesUnder(into, '.').map((file) => file.slice(2)).find((file) => !listed.has(file));
  if (extra) throw new BackupError(`${archive} holds a file its manifest does not list: ${extra}`);
  return manifest;
}

const holdsFiles = (folder: string) => existsSync(folder) && readdirSync(folder).length > 0;

/** rename, or copy and delete when the two places are on different file systems. */
function move(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

interface RestorePlan {
  manifest: BackupManifest;
  moves: { part: Part; from: string; to: string }[];
  occupied: { part: Part; to: string }[];
}

/** Unpacks and checks the archive and finds where each part goes; changes nothing outside `staging`. */
async function planRestore(places: BackupPlaces, archive: string, staging: string, replace: boolean): Promise<RestorePlan> {
  if (!existsSync(archive)) throw new BackupError(`${archive}: no such file`);
  const manifest = await unpackChecked(archive, staging);
  if (manifest.database.kind === 'pglite' && !places.pgliteDir) {
    throw new BackupError('this backup holds a PGlite database, and DATABASE_URL names Postgres: unset DATABASE_URL to restore it into PGlite');
  }
  const targets = new Map(partFolders(places));
  const moves = manifest.parts.map((part) => {
    const target = targets.get(part);
    if (!target) throw new BackupError(`this backup holds ${part}, which this installation does not keep on disk (IMAGE_STORAGE=s3): restore it with IMAGE_STORAGE=local, then copy DATA_DIR/images to the bucket`);
    return { part, from: path.join(staging, part), to: target };
  });
  const occupied = moves.filter((step) => holdsFiles(step.to));
  if (occupied.length > 0 && !replace) {
    throw new BackupError(`${occupied.map((step) => step.to).join(', ')} already ${occupied.length === 1 ? 'holds' : 'hold'} data: restore into an empty DATA_DIR, or pass --replace to move it aside first`);
  }
  return { manifest, moves, occupied };
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The restored database's counts (equal to the manifest's), when the backup held one. */
  facts?: DatabaseFacts;
  /** Where what was there before went, with `replace`. */
  replacedInto?: string;
}

/**
 * Restores `archive` into `places`. Nothing is changed until the whole archive has been unpacked
 * beside the data and every file matched its checksum. A part that already holds files is refused,
 * or with `replace` moved aside into DATA_DIR/replaced-<time>/, never deleted. The restored
 * database is opened and counted; counts that differ from the backup's are an error.
 */
export async function restoreBackup(places: BackupPlaces, archive: string, options: { replace: boolean }): Promise<RestoreResult> {
  mkdirSync(places.dataDir, { recursive: true });
  const release = places.pgliteDir ? claimPgliteFolder(places.pgliteDir) : () => undefined;
  const staging = mkdtempSync(path.join(places.dataDir, '.restoring-'));
  try {
    let plan: RestorePlan;
    try {
      plan = await planRestore(places, archive, staging, options.replace);
    } catch (error) {
      if (error instanceof BackupError) error.message = `${error.message}; nothing was changed`;
      throw error;
    }
    const { manifest, moves, occupied } = plan;
    let replacedInto: string | undefined;
    if (occupied.length > 0) {
      replacedInto = path.join(places.dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      for (const step of occupied) move(step.to, path.join(replacedInto, step.part));
    }
    for (const step of moves) {
      rmSync(step.to, { recursive: true, force: true });
      move(step.from, step.to);
    }
    let facts: DatabaseFacts | undefined;
    if (manifest.database.kind === 'pglite' && places.pgliteDir) {
      facts = await databaseFacts(places.pgliteDir);
      if (JSON.stringify(facts) !== JSON.stringify(manifest.database.facts)) {
        throw new BackupError(`the restored database counts ${JSON.stringify(facts)}, the backup ${JSON.stringify(manifest.database.facts)}`);
      }
    }
    return { manifest, facts, replacedInto };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
