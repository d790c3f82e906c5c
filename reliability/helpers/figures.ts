import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes one suite's figures for reliability/summary-reporter.mjs: `[label, value]` rows. */
export function writeFigures(suite: string, rows: [string, string][]): void {
  const dir = process.env.RELIABILITY_FIGURES_DIR;
  if (!dir) throw new Error('RELIABILITY_FIGURES_DIR is not set: run through npm run test:reliability');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${suite}.json`), JSON.stringify({ rows }, null, 2));
}
