import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// As __tests__/setup/env.ts: every suite gets its own throwaway data folder and never touches ./data.
process.env.PGLITE_DIR = 'memory://';
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'panui-reliability-'));
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIREBASE_PROJECT_ID = 'demo-panui';
// DATABASE_URL names the pass's Postgres server; each suite gets a fresh database on it
// (fresh-database.ts), so no suite sees another's rows or an earlier pass's.
if (process.env.DATABASE_URL) process.env.RELIABILITY_POSTGRES_URL ??= process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
