import unitGlobalSetup from '../../__tests__/setup/global-setup';
import { dropReliabilityDatabases } from '../helpers/postgres';

/** The unit tests' Auth emulator and migrated PGlite template, and on the Postgres pass no databases left from a killed run. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) await dropReliabilityDatabases(process.env.DATABASE_URL);
  await unitGlobalSetup();
}
