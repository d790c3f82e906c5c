import { comparisonRows, GHOST_RATIO_BAR, judge, markdownTable, ratio, type Round } from '@/scripts/bench/ghost-comparison';

const round = (ours: number, ghost: number, errors: { ours?: number; ghost?: number } = {}): Round => ({
  ours: { 'req/s': ours, 'p50 ms': 10, 'p99 ms': 30, errors: errors.ours ?? 0 },
  ghost: { 'req/s': ghost, 'p50 ms': 600, 'p99 ms': 900, errors: errors.ghost ?? 0 },
});

describe('our article page beside Ghost’s post page', () => {
  it('divides our rate by Ghost’s, and has no ratio when Ghost answered nothing', () => {
    expect(ratio(round(900, 45))).toBe(20);
    expect(ratio(round(900, 0))).toBeNaN();
  });

  it('judges the median of the rounds’ ratios against 15 times, inclusive', () => {
    expect(GHOST_RATIO_BAR).toBe(15);
    // Ratios 10, 15 and 30: the median is 15.
    expect(judge([round(500, 50), round(750, 50), round(1500, 50)])).toEqual({ medianRatio: 15, met: true, failures: [] });
    const short = judge([round(700, 50), round(1400, 50), round(600, 50)]);
    expect(short.met).toBe(false);
    expect(short.medianRatio).toBe(14);
    expect(short.failures).toEqual(['the median ratio 14.0× is below 15×']);
  });

  it('fails on an error on either side, whatever the ratio, and on no rounds', () => {
    expect(judge([round(2000, 50, { ghost: 3 })]).failures).toEqual(["Ghost's post page had 3 errors"]);
    expect(judge([round(2000, 50, { ours: 1 })]).met).toBe(false);
    expect(judge([round(2000, 0)]).failures).toEqual(['Ghost answered no request in some round']);
    expect(judge([]).met).toBe(false);
  });

  it('prints a row per round and a median row', () => {
    const rows = comparisonRows([round(900, 45), round(1000, 40), round(800, 50)]);
    expect(rows.map((row) => [row.round, row['ours req/s'], row['Ghost req/s'], row['ours/Ghost']])).toEqual([
      ['1', 900, 45, '20.0×'],
      ['2', 1000, 40, '25.0×'],
      ['3', 800, 50, '16.0×'],
      ['median', 900, 45, '20.0×'],
    ]);
    const table = markdownTable(rows).split('\n');
    expect(table[0]).toBe('| round | ours req/s | ours p50 ms | ours p99 ms | ours errors | Ghost req/s | Ghost p50 ms | Ghost p99 ms | Ghost errors | ours/Ghost |');
    expect(table[1]).toBe('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    expect(table[2]).toBe('| 1 | 900 | 10 | 30 | 0 | 45 | 600 | 900 | 0 | 20.0× |');
    expect(table).toHaveLength(6);
  });
});
