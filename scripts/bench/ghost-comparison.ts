// What npm run bench:ghost makes of its rounds: our article page's rate over Ghost's post page's,
// round by round and their median, against issue [19]'s bar of 15 times.
import { median } from './lighthouse-figures';
import type { Measured } from './load';

/** Issue [19]: the article page as `npm start` ships it serves at least 15 times Ghost's post page. */
export const GHOST_RATIO_BAR = 15;

/** One interleaved round: our article page measured, then Ghost's post page. */
export interface Round {
  ours: Measured;
  ghost: Measured;
}

/** Our requests per second over Ghost's; NaN when Ghost answered nothing, so no verdict can pass on it. */
export function ratio(round: Round): number {
  return round.ghost['req/s'] > 0 ? round.ours['req/s'] / round.ghost['req/s'] : Number.NaN;
}

export interface Verdict {
  medianRatio: number;
  met: boolean;
  /** Why the bar is not met, one line each; empty when it is. */
  failures: string[];
}

/** Met when the median of the rounds' ratios reaches `bar` and neither side had an error in any round. */
export function judge(rounds: readonly Round[], bar = GHOST_RATIO_BAR): Verdict {
  const medianRatio = median(rounds.map(ratio));
  const failures: string[] = [];
  if (rounds.length === 0) failures.push('no round was measured');
  else if (Number.isNaN(medianRatio)) failures.push('Ghost answered no request in some round');
  else if (medianRatio < bar) failures.push(`the median ratio ${medianRatio.toFixed(1)}× is below ${bar}×`);
  const errors = (side: keyof Round) => rounds.reduce((sum, round) => sum + round[side].errors, 0);
  if (errors('ours') > 0) failures.push(`our article page had ${errors('ours')} errors`);
  if (errors('ghost') > 0) failures.push(`Ghost's post page had ${errors('ghost')} errors`);
  return { medianRatio, met: failures.length === 0, failures };
}

export interface ComparisonRow {
  round: string;
  'ours req/s': number;
  'ours p50 ms': number;
  'ours p99 ms': number;
  'ours errors': number;
  'Ghost req/s': number;
  'Ghost p50 ms': number;
  'Ghost p99 ms': number;
  'Ghost errors': number;
  'ours/Ghost': string;
}

const times = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)}×`);

/** A row per round, then a median row (each column's median, and the median of the ratios). */
export function comparisonRows(rounds: readonly Round[]): ComparisonRow[] {
  const row = (round: string, ours: Measured, ghost: Measured, ratioValue: number): ComparisonRow => ({
    round,
    'ours req/s': ours['req/s'],
    'ours p50 ms': ours['p50 ms'],
    'ours p99 ms': ours['p99 ms'],
    'ours errors': ours.errors,
    'Ghost req/s': ghost['req/s'],
    'Ghost p50 ms': ghost['p50 ms'],
    'Ghost p99 ms': ghost['p99 ms'],
    'Ghost errors': ghost.errors,
    'ours/Ghost': times(ratioValue),
  });
  const medianOf = (side: keyof Round): Measured => ({
    'req/s': median(rounds.map((round) => round[side]['req/s'])),
    'p50 ms': median(rounds.map((round) => round[side]['p50 ms'])),
    'p99 ms': median(rounds.map((round) => round[side]['p99 ms'])),
    errors: median(rounds.map((round) => round[side].errors)),
  });
  return [...rounds.map((round, index) => row(String(index + 1), round.ours, round.ghost, ratio(round))), row('median', medianOf('ours'), medianOf('ghost'), median(rounds.map(ratio)))];
}

/** The rows as a Markdown table, as docs/performance.md records them. */
export function markdownTable(rows: readonly ComparisonRow[]): string {
  const columns = Object.keys(rows[0] ?? {}) as (keyof ComparisonRow)[];
  const lines = [`| ${columns.join(' | ')} |`, `| ${columns.map((column) => (column === 'round' ? '---' : '---:')).join(' | ')} |`];
  for (const row of rows) lines.push(`| ${columns.map((column) => (typeof row[column] === 'number' ? row[column].toLocaleString('en-NZ') : row[column])).join(' | ')} |`);
  return lines.join('\n');
}
