// npm run backup [-- --out <file.tar.gz | folder>]: the PGlite database and the media (pictures,
// podcast audio, the emulator's accounts) in one .tar.gz with a manifest of checksums (decision 258).
// Stop the site first: PGlite allows one process, and the backup refuses while the site has it.
// On Postgres (DATABASE_URL) it holds the media only; dump the database with pg_dump
// (docs/operations.md, "Backups and restore").
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupPlacesFromConfig, describeFacts, megabytes, relative } from './backup-places';
import { exitOnStartupError } from './startup-errors';
import { BackupError, createBackup } from '@/lib/server/backup/backup-archive';

function archivePath(out: string | undefined): string {
  const name = `panui-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  if (!out) return path.join('backups', name);
  return out.endsWith('.tar.gz') && !(existsSync(out) && statSync(out).isDirectory()) ? out : path.join(out, name);
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const places = backupPlacesFromConfig();
  const archive = archivePath(values.out);
  mkdirSync(path.dirname(archive), { recursive: true });
  try {
    const manifest = await createBackup(places, archive);
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`Backup written: ${relative(archive)} (${megabytes(statSync(archive).size)}; ${manifest.files.length} files, ${megabytes(bytes)} before compression).`);
    if (manifest.database.kind === 'pglite') console.log(`Database (PGlite): ${describeFacts(manifest.database.facts)}.`);
    else console.log('Database: not in this archive: DATABASE_URL is Postgres; dump it with pg_dump (docs/operations.md, "Backups and restore").');
    if (!places.localImages) console.log('Pictures: not in this archive: they are in the S3 bucket (IMAGE_STORAGE=s3); keep its versioning on.');
    console.log(`Parts: ${manifest.parts.join(', ') || 'none'}. Copy the archive off this machine.`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`Backup failed: ${error.message}`);
    process.exitCode = 1;
  }
}

main().catch(exitOnStartupError);
