/** Benchmark results made up for the report tests: one edition, its floor and log-in page. */
import { summarisePages, type BenchResults } from '../../scripts/bench/bench-results';
import type { RunOutcome } from '../../scripts/bench/metrics';

export const run = (lcp: number, extra: Partial<RunOutcome> = {}): RunOutcome => ({
  metrics: {
    lcp,
    fcp: lcp - 100,
    tbt: 50,
    speedIndex: lcp,
    cls: 0,
    transferBytes: 2048,
    longestTask: 0,
  },
  lcpElement: 'main > h1 “Log in”',
  consoleErrors: [],
  layoutShifts: [],
  ...extra,
});

export const sampleResults = (overrides: Partial<BenchResults> = {}): BenchResults => ({
  date: '2025-01-01T00:00:00.000Z',
  command: 'npm run bench -- --edition tur --runs 3',
  machine: { cpus: 2, cpuModel: 'AMD EPYC', node: 'v20.20.2', chromium: 'Chromium 1.0' },
  note: 'shared with other builds',
  load: { start: [3.04, 2, 1], end: [2.5, 2, 1] },
  lighthouse: '12.8.2',
  throttling: 'devtools',
  settings: 'mobile preset, applied (devtools) throttling',
  runsPerPage: 3,
  build: { editions: 9, ms: 42_000 },
  floor: { path: '/__floor/login', headersMatched: ['tur'] },
  pages: summarisePages(
    [
      {
        id: 'tur/floor',
        edition: 'tur',
        page: 'floor',
        url: 'http://tur.localhost:1/__floor/login',
        firstLoadGzip: 0,
      },
      {
        id: 'tur/login',
        edition: 'tur',
        page: 'login',
        url: 'http://tur.localhost:1/login',
        firstLoadGzip: 150 * 1024,
      },
    ],
    new Map([
      ['tur/floor', [run(600), run(700), run(650)]],
      [
        'tur/login',
        [
          run(1950, {
            consoleErrors: ['Error: `boom`'],
            layoutShifts: [
              { node: 'form > p “Gift”', score: 0.012, causes: ['Web font loaded (f.woff2)'] },
            ],
          }),
          { error: 'no result within 120 s' },
          run(1300),
        ],
      ],
    ]),
  ),
  ...overrides,
});
