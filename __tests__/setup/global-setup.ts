import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpMigratedMemoryDatabase } from '@/lib/server/db/client';
import { type AuthEmulator, startAuthEmulator } from '../../scripts/auth-emulator';
import { freePort, waitForHttp } from '../../scripts/free-port';
import { removePgliteTemplate, writePgliteTemplate } from './pglite-template';

// Shared with global-teardown.ts: Jest runs both in its parent process, with one globalThis.
export const GLOBAL_SETUP_KEY = Symbol.for('panui.test.globalSetup');
export type GlobalWithSetup = typeof globalThis & {
  [GLOBAL_SETUP_KEY]?: { emulator?: { emulator: AuthEmulator; dataDir: string }; templateDir: string };
};

/**
 * One real Firebase Auth emulator for the whole run, on a free port, and the migrated database
 * template test files start from (pglite-template.ts). Workers are started after this returns and
 * inherit FIREBASE_AUTH_EMULATOR_HOST and the template's file from this process's environment.
 * Test files share the emulator, so each creates its own users with unique emails and never wipes it.
 */
export default async function globalSetup(): Promise<void> {
  const templateDir = await writePgliteTemplate(await dumpMigratedMemoryDatabase());
  try {
    (globalThis as GlobalWithSetup)[GLOBAL_SETUP_KEY] = { emulator: await startOrFindAuthEmulator(), templateDir };
  } catch (error) {
    // The teardown does not run after a failed setup.
    removePgliteTemplate(templateDir);
    throw error;
  }
}

async function startOrFindAuthEmulator(): Promise<{ emulator: AuthEmulator; dataDir: string } | undefined> {
  // An emulator already running may be named instead (TEST_AUTH_EMULATOR_HOST=127.0.0.1:port): on a
  // machine busy with other runs, firebase-tools took more than three minutes to start, so runs one
  // after another can share one. Nothing here wipes it; tests make their own users.
  const running = process.env.TEST_AUTH_EMULATOR_HOST;
  if (running) {
    await waitForHttp(`http://${running}/`, 10_000);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = running;
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'panui-auth-emulator-'));
  // Three minutes to answer: on a machine busy with other runs it has taken more than one.
  const emulator = await startAuthEmulator({ dataDir, port: await freePort(), projectId: 'demo-panui', persist: false, readyWithinMs: 180_000 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  return { emulator, dataDir };
}
