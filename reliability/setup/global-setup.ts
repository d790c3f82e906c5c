import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuthEmulator, startAuthEmulator } from '../../scripts/auth-emulator';
import { freePort } from '../../scripts/free-port';
import { dropReliabilityDatabases } from '../helpers/postgres';

// The key __tests__/setup/global-teardown.ts stops the emulator by.
const KEY = Symbol.for('panui.test.authEmulator');
type GlobalWithEmulator = typeof globalThis & { [KEY]?: { emulator: AuthEmulator; dataDir: string } };

/**
 * The unit tests' Auth emulator, and on the Postgres pass no databases left from a killed run.
 * The suites start many processes, so the emulator is given three minutes to answer, not one.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) await dropReliabilityDatabases(process.env.DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-auth-emulator-'));
  const emulator = await startAuthEmulator({ dataDir, port: await freePort(), projectId: 'demo-panui', persist: false, readyWithinMs: 180_000 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  (globalThis as GlobalWithEmulator)[KEY] = { emulator, dataDir };
}
