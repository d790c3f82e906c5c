import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuthEmulator, startAuthEmulator } from '../../scripts/auth-emulator';
import { freePort, waitForHttp } from '../../scripts/free-port';

// Shared with global-teardown.ts: Jest runs both in its parent process, with one globalThis.
const KEY = Symbol.for('panui.test.authEmulator');
type GlobalWithEmulator = typeof globalThis & { [KEY]?: { emulator: AuthEmulator; dataDir: string } };

/**
 * One real Firebase Auth emulator for the whole run, on a free port. Workers are started after
 * this returns and inherit FIREBASE_AUTH_EMULATOR_HOST from this process's environment.
 * Test files share it, so each creates its own users with unique emails and never wipes it.
 */
export default async function globalSetup(): Promise<void> {
  // An emulator already running may be named instead (TEST_AUTH_EMULATOR_HOST=127.0.0.1:port): on a
  // machine busy with other runs, firebase-tools took more than three minutes to start, so runs one
  // after another can share one. Nothing here wipes it; tests make their own users.
  const running = process.env.TEST_AUTH_EMULATOR_HOST;
  if (running) {
    await waitForHttp(`http://${running}/`, 10_000);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = running;
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-auth-emulator-'));
  // Three minutes to answer: on a machine busy with other runs it has taken more than one.
  const emulator = await startAuthEmulator({ dataDir, port: await freePort(), projectId: 'demo-panui', persist: false, readyWithinMs: 180_000 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  (globalThis as GlobalWithEmulator)[KEY] = { emulator, dataDir };
}
