import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Migrating a fresh in-memory PGlite took about 2.4 s of every test file that uses the database;
// loading the same database already migrated takes under one (decision 308). The global setup
// writes one migrated database to a file and workers inherit this variable naming it. This module
// never loads the database client itself: after-env.ts counts a file that loads it as one that
// uses the database.
const TEMPLATE_ENV = 'PANUI_TEST_PGLITE_TEMPLATE';

/** Global setup: writes the template (dumpMigratedMemoryDatabase's); returns its folder, for the teardown. */
export async function writePgliteTemplate(template: Blob): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'panui-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await template.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return dir;
}

export function removePgliteTemplate(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** In a test file: the run's template, or none (a run without the global setup migrates as before). */
export function readPgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
