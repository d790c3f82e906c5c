import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes one suite's rows for summary-reporter.mjs, which prints them all in one table. */
export function writeFigures(suite: string, rows: [string, string][]): void {
  const dir = process.env.RELIABILITY_FIGURES_DIR ?? path.join(tmpdir(), 'panui-reliability');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify({ rows }));
}

