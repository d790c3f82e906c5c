// The figures npm run bench:lighthouse takes from each Lighthouse run, and their medians: issue
// [19]'s acceptance judges the median of three runs, figure by figure.

/** One Lighthouse run's figures: category scores 0–100, times in ms, CLS unitless, JavaScript in KB. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Script bytes transferred (compressed) in Lighthouse's trace. */
  javascriptKb: number;
}

export type FigureName = keyof RunFigures;

/** The median of an odd or even count of values (the mean of the middle two); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const names = Object.keys(runs[0] ?? {}) as FigureName[];
  return Object.fromEntries(names.map((name) => [name, median(runs.map((run) => run[name]))])) as unknown as RunFigures;
}

/** The index of the run whose performance score is the median: its audits explain what the median lost. */
export function medianRunIndex(runs: readonly RunFigures[]): number {
  const order = runs.map((_, index) => index).sort((a, b) => (runs[a]?.performance ?? 0) - (runs[b]?.performance ?? 0));
  return order[Math.floor((order.length - 1) / 2)] ?? 0;
}

/** A limit on one figure: at least or at most `value`. */
export interface Threshold {
  figure: FigureName | 'javascriptWithPrefetchesKb';
  atLeast?: number;
  atMost?: number;
}

/** Whether `value` meets `threshold`. */
export function meets(value: number, threshold: Threshold): boolean {
  if (Number.isNaN(value)) return false;
  if (threshold.atLeast !== undefined && value < threshold.atLeast) return false;
  if (threshold.atMost !== undefined && value > threshold.atMost) return false;
  return true;
}

/** "≥ 99", "≤ 1800" */
export const describeThreshold = (threshold: Threshold) => [threshold.atLeast !== undefined ? `≥ ${threshold.atLeast}` : '', threshold.atMost !== undefined ? `≤ ${threshold.atMost}` : ''].filter(Boolean).join(' and ');
