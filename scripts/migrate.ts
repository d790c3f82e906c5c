// npm run migrate: applies pending migrations to PGlite or DATABASE_URL, then exits.
import { exitOnStartupError } from './startup-errors';
import { closeDatabase, getDatabase } from '@/lib/server/db/client';
import { rootLogger } from '@/lib/server/observability/logger';

getDatabase()
  .then(async ({ kind }) => {
    // A deployment step: its one line is a log line, JSON in production (decision 240).
    rootLogger().info({ kind }, `Migrations applied (${kind}).`);
    await closeDatabase();
  })
  .catch(exitOnStartupError);
