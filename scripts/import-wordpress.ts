// npm run import:wordpress -- export.xml [flags]: brings a WordPress archive in as stories (docs/operations.md).
import { exitOnStartupError } from './startup-errors';
import { getConfig } from '@/lib/server/config';
import { appServices } from '@/lib/server/container';
import { closeDatabase, getDb } from '@/lib/server/db/client';
import { runWordPressImportCommand } from '@/lib/server/wordpress/wordpress-import-command';

async function main() {
  getConfig();
  const services = appServices();
  try {
    process.exitCode = await runWordPressImportCommand(
      process.argv.slice(2),
      { db: await getDb(), saveImage: (input) => services.images.saveImage(input), now: () => new Date() },
      { log: (line) => console.log(line), error: (line) => console.error(line) },
    );
  } finally {
    await closeDatabase();
  }
}

main().catch(async (error: unknown) => {
  await closeDatabase().catch(() => undefined);
  exitOnStartupError(error);
});
