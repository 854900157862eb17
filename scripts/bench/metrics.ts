/**
 * What the benchmark keeps of a Lighthouse run, and how runs are summed up. Medians, because a
 * shared machine has outliers in both directions and the median of a few runs resists them.
 */
export const metricAudits = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  speedIndex: 'speed-index',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
} as const;

export type MetricName = keyof typeof metricAudits;

/**
 * One run's figures: milliseconds, except transferBytes and cls (the layout-shift score); null
 * when Lighthouse could not tell.
 */
export type RunMetrics = Record<MetricName, number | null>;

export interface RunOutcome {
  readonly metrics?: RunMetrics;
  /** Why the run produced no figures (timeout, Lighthouse runtime error). */
  readonly error?: string;
  /**
   * What the page showed and logged: the figures of a page that threw while loading measure a
   * broken page, and these say so.
   */
  readonly lcpElement?: string;
  readonly consoleErrors?: readonly string[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs that measured it. */
export function medianMetrics(runs: readonly RunOutcome[]): RunMetrics {
  const names = Object.keys(metricAudits) as MetricName[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      median(runs.flatMap((r) => (r.metrics?.[name] == null ? [] : [r.metrics[name]]))),
    ]),
  ) as RunMetrics;
}

/** How many times the floor's LCP a page takes: 1.0 is as fast as a plain HTML form. */
export function ratioToFloor(lcp: number | null, floorLcp: number | null): number | null {
  if (lcp == null || floorLcp == null || floorLcp <= 0) return null;
  return lcp / floorLcp;
}
