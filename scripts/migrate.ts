// npm run migrate: applies pending migrations to PGlite or DATABASE_URL, then exits.
import { exitOnStartupError } from './startup-errors';
import { closeDatabase, getDatabase } from '@/lib/server/db/client';

getDatabase()
  .then(async ({ kind }) => {
    console.log(`Migrations applied (${kind}).`);
    await closeDatabase();
  })
  .catch(exitOnStartupError);
