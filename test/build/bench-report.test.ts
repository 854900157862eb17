// @vitest-environment node
import {
  floorId,
  formatConsoleTable,
  formatHealthWarnings,
  formatMarkdown,
  summarisePages,
  type BenchResults,
} from '../../scripts/bench/bench-report';
import { median, medianMetrics, ratioToFloor, type RunOutcome } from '../../scripts/bench/metrics';

const run = (lcp: number, consoleErrors: string[] = []): RunOutcome => ({
  metrics: { lcp, fcp: lcp - 100, tbt: 50, speedIndex: lcp, cls: 0, transferBytes: 2048 },
  lcpElement: 'main > h1 “Log in”',
  consoleErrors,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('leaves out failed runs and metrics Lighthouse could not measure', () => {
    const runs: RunOutcome[] = [
      run(1000),
      { error: 'no result within 120 s' },
      run(3000),
      { metrics: { lcp: null, fcp: 1, tbt: 0, speedIndex: 1, cls: 0, transferBytes: 1 } },
    ];
    expect(medianMetrics(runs).lcp).toBe(2000);
    expect(medianMetrics(runs).tbt).toBe(50);
  });
});

describe('ratioToFloor', () => {
  it('is the page LCP in multiples of the floor LCP', () => {
    expect(ratioToFloor(1500, 600)).toBe(2.5);
    expect(ratioToFloor(null, 600)).toBeNull();
    expect(ratioToFloor(1500, null)).toBeNull();
  });
});

describe('benchmark report', () => {
  const pages = summarisePages(
    [
      { id: floorId, url: 'http://floor.localhost:1/login', firstLoadGzip: null },
      { id: 'tur/login', url: 'http://tur.localhost:2/login', firstLoadGzip: 150 * 1024 },
    ],
    new Map([
      [floorId, [run(600), run(700), run(650)]],
      ['tur/login', [run(1950, ['Error: `boom`']), { error: 'no result within 120 s' }, run(1300)]],
    ]),
  );
  const results: BenchResults = {
    date: '2025-01-01T00:00:00.000Z',
    machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2', chromium: 'Chromium 1.0' },
    lighthouse: '12.8.2',
    settings: 'mobile preset',
    runsPerPage: 3,
    build: { editions: 9, ms: 42_000 },
    pages,
  };

  it("compares each page's median LCP with the floor's", () => {
    expect(pages.map((p) => [p.id, p.median.lcp, p.lcpToFloor])).toEqual([
      ['floor', 650, 1],
      ['tur/login', 1625, 2.5],
    ]);
  });

  it('prints one row per page with the ratio, the build size and the failed runs', () => {
    const table = formatConsoleTable(results);
    expect(table).toMatch(
      /^tur\/login +1625 +1525 +50 +1625 +0\.000 +2\.0 +2\.50× +150\.0 +1 +1\/3$/m,
    );
    expect(table).toMatch(/^floor +650 .* 1\.00× +– +0 +0\/3$/m);
  });

  it('writes the date, machine, Lighthouse version, runs, build time and failures to markdown', () => {
    const markdown = formatMarkdown(results);
    expect(markdown).toContain('- Date: 2025-01-01T00:00:00.000Z');
    expect(markdown).toContain('- Machine: 2 CPU(s), AMD EPYC; Node v20.20.2; Chromium 1.0');
    expect(markdown).toContain('- Lighthouse 12.8.2, mobile preset');
    expect(markdown).toContain('- Runs per page: 3');
    expect(markdown).toContain('- Building all 9 editions: 42.0 s');
    expect(markdown).toContain(
      '| tur/login | 1625 | 1525 | 50 | 1625 | 0.000 | 2.0 | 2.50× | 150.0 | 1 | 1/3 |',
    );
    expect(markdown).toContain('- tur/login, run 2: no result within 120 s');
  });

  it('names the largest content of each page and the errors a page logged', () => {
    const markdown = formatMarkdown(results);
    expect(markdown).toContain("- tur/login: `main > h1 “Log in”`; errors: `Error: 'boom'`");
    expect(markdown).toContain('- floor: `main > h1 “Log in”`\n');
    expect(formatHealthWarnings(results)).toEqual([
      'tur/login logged 1 error(s), first: Error: `boom`',
    ]);
  });
});
