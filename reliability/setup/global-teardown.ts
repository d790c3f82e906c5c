import unitGlobalTeardown from '../../__tests__/setup/global-teardown';
import { dropReliabilityDatabases } from '../helpers/postgres';

export default async function globalTeardown(): Promise<void> {
  if (process.env.DATABASE_URL) await dropReliabilityDatabases(process.env.DATABASE_URL);
  await unitGlobalTeardown();
}
