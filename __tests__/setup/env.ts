import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Every test file gets its own throwaway database and data folder and never touches ./data.
process.env.PGLITE_DIR = 'memory://';
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'panui-test-'));
// global-setup.ts starts a real Auth emulator and sets FIREBASE_AUTH_EMULATOR_HOST before the
// workers start; the fallback only matters when that setup is skipped.
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIREBASE_PROJECT_ID = 'demo-panui';
// Money tests can also run on a real Postgres (DESIGN §4): TEST_DATABASE_URL names a throwaway database.
if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
else delete process.env.DATABASE_URL;
