import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where each suite writes its figures: one JSON file per suite, `{ "rows": [["charges lost", "0"], ...] }`. */
export const figuresDir = () => process.env.RELIABILITY_FIGURES_DIR ?? path.join(tmpdir(), 'panui-reliability');

/** Prints one table of every suite's figures at the end of the run. */
export default class SummaryReporter {
  onRunStart() {
    // Figures from an earlier run must not be printed as this run's.
    rmSync(figuresDir(), { recursive: true, force: true });
    mkdirSync(figuresDir(), { recursive: true });
  }

  onRunComplete() {
    const dir = figuresDir();
    const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
    const rows = files
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => JSON.parse(readFileSync(path.join(dir, entry.name), 'utf8')).rows ?? []);
    if (rows.length === 0) return;
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const width = Math.max(...rows.map(([name]) => String(name).length));
    const lines = rows.map(([name, value]) => `  ${String(name).padEnd(width)}  ${value}`);
    process.stdout.write(`\nReliability figures (${database}):\n${lines.join('\n')}\n\n`);
  }
}
