import { describeThreshold, median, medianFigures, medianRunIndex, meets, type RunFigures } from '@/scripts/bench/lighthouse-figures';

const run = (performance: number, lcpMs: number, cls: number): RunFigures => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs,
  tbtMs: 100,
  fcpMs: 900,
  cls,
  javascriptKb: 140,
});

describe('the figures of three Lighthouse runs', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes each figure’s median on its own, not one run’s figures', () => {
    const medians = medianFigures([run(97, 1700, 0.01), run(99, 2100, 0), run(98, 1600, 0.04)]);
    expect(medians).toMatchObject({ performance: 98, lcpMs: 1700, cls: 0.01, javascriptKb: 140 });
  });

  it('names the run whose performance is the median', () => {
    expect(medianRunIndex([run(97, 0, 0), run(99, 0, 0), run(98, 0, 0)])).toBe(2);
    expect(medianRunIndex([run(99, 0, 0), run(99, 0, 0), run(90, 0, 0)])).toBe(0);
  });

  it('judges a figure against its least or greatest value, inclusive', () => {
    expect(meets(99, { figure: 'performance', atLeast: 99 })).toBe(true);
    expect(meets(98, { figure: 'performance', atLeast: 99 })).toBe(false);
    expect(meets(1800, { figure: 'lcpMs', atMost: 1800 })).toBe(true);
    expect(meets(1801, { figure: 'lcpMs', atMost: 1800 })).toBe(false);
    expect(meets(Number.NaN, { figure: 'cls', atMost: 0.05 })).toBe(false);
    expect(describeThreshold({ figure: 'cls', atMost: 0.05 })).toBe('≤ 0.05');
  });
});
