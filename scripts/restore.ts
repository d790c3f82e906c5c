// npm run restore -- <backup.tar.gz> [--replace]: unpacks a backup made by `npm run backup` into
// DATA_DIR (and PGLITE_DIR), after checking every file against its checksum (decision 258). Stop
// the site first. A folder that already holds data is refused, or with --replace moved aside into
// DATA_DIR/replaced-<time>/ (never deleted). The restored database is counted and compared.
import { parseArgs } from 'node:util';
import { backupPlacesFromConfig, describeFacts, relative } from './backup-places';
import { exitOnStartupError } from './startup-errors';
import { BackupError, restoreBackup } from '@/lib/server/backup/backup-archive';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--replace]';

async function main() {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean' } }, allowPositionals: true });
  const [archive, ...extra] = positionals;
  if (!archive || extra.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const places = backupPlacesFromConfig();
  try {
    const { manifest, facts, replacedInto } = await restoreBackup(places, archive, { replace: Boolean(values.replace) });
    console.log(`Restored ${relative(archive)} (made ${manifest.createdAt}): ${manifest.parts.join(', ') || 'nothing'}, ${manifest.files.length} files, each matching its checksum.`);
    if (facts) console.log(`Database (PGlite): ${describeFacts(facts)}, as in the backup.`);
    else console.log('Database: not in this backup (it was made on Postgres): restore the pg_dump file with pg_restore (docs/operations.md, "Backups and restore").');
    if (replacedInto) console.log(`What was there before is in ${relative(replacedInto)}; delete it once the restored site looks right.`);
    console.log('Start the site: pending migrations, if the backup is older than the code, are applied then.');
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`Restore failed: ${error.message}`);
    process.exitCode = 1;
  }
}

main().catch(exitOnStartupError);
