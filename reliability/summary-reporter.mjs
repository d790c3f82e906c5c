import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where each suite writes its figures: RELIABILITY_FIGURES_DIR, or os.tmpdir()/panui-reliability. */
export const figuresDir = () => process.env.RELIABILITY_FIGURES_DIR ?? path.join(tmpdir(), 'panui-reliability');

/**
 * Prints one table at the end of `npm run test:reliability` from the JSON files the suites wrote
 * (`{ "rows": [["routes fuzzed", "34"], …] }`, one file per suite). Files of an earlier run are
 * removed first, so the table only ever shows this run.
 */
export default class ReliabilitySummaryReporter {
  constructor() {
    // Unless told otherwise, each run gets a folder of its own (under os.tmpdir()/panui-reliability),
    // so two runs on one machine do not clear each other's figures. The reporter is made before the
    // workers start, and they inherit the variable.
    if (!process.env.RELIABILITY_FIGURES_DIR) {
      const parent = path.join(tmpdir(), 'panui-reliability');
      mkdirSync(parent, { recursive: true });
      process.env.RELIABILITY_FIGURES_DIR = mkdtempSync(path.join(parent, 'run-'));
      this.ownDir = true;
    }
  }

  onRunStart() {
    rmSync(figuresDir(), { recursive: true, force: true });
    mkdirSync(figuresDir(), { recursive: true });
  }

  onRunComplete() {
    let files = [];
    try {
      files = readdirSync(figuresDir()).filter((name) => name.endsWith('.json')).sort();
    } catch {
      // No suite wrote figures.
    }
    const rows = [];
    for (const file of files) {
      const suite = path.basename(file, '.json');
      try {
        const parsed = JSON.parse(readFileSync(path.join(figuresDir(), file), 'utf8'));
        for (const [label, value] of parsed.rows ?? []) rows.push([suite, String(label), String(value)]);
      } catch {
        rows.push([suite, 'figures file unreadable', file]);
      }
    }
    if (this.ownDir) rmSync(figuresDir(), { recursive: true, force: true });
    if (rows.length === 0) {
      console.log('\nReliability summary: no suite wrote figures.\n');
      return;
    }
    const headers = ['suite', 'figure', 'value'];
    const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
    const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
    const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(['', `Reliability summary (${database})`, line(headers), rule, ...rows.map(line), ''].join('\n'));
  }
}
