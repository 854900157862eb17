// @vitest-environment node
import {
  median,
  metricSpreads,
  ratioToFloor,
  spread,
  type RunOutcome,
} from '../../scripts/bench/metrics';

const run = (lcp: number | null, tbt = 50): RunOutcome => ({
  metrics: { lcp, fcp: 100, tbt, speedIndex: 900, cls: 0, transferBytes: 2048, longestTask: 0 },
});

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('gives the lowest and highest run with the median', () => {
    expect(spread([700, 640, 910])).toEqual({ median: 700, min: 640, max: 910 });
    expect(spread([])).toBeNull();
  });

  it('leaves out failed runs and metrics Lighthouse could not measure', () => {
    const runs: RunOutcome[] = [
      run(1000, 10),
      { error: 'no result within 120 s' },
      run(3000, 90),
      run(null, 50),
    ];
    const spreads = metricSpreads(runs);
    expect(spreads.lcp).toEqual({ median: 2000, min: 1000, max: 3000 });
    expect(spreads.tbt).toEqual({ median: 50, min: 10, max: 90 });
    expect(metricSpreads([{ error: 'x' }]).lcp).toBeNull();
  });
});

describe('ratioToFloor', () => {
  it('is the page LCP in multiples of the floor LCP', () => {
    expect(ratioToFloor(1500, 600)).toBe(2.5);
    expect(ratioToFloor(null, 600)).toBeNull();
    expect(ratioToFloor(1500, null)).toBeNull();
    expect(ratioToFloor(1500, 0)).toBeNull();
  });
});
