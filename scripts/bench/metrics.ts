/**
 * What the benchmark keeps of a Lighthouse run, and how runs are summed up: the median, because
 * a shared machine has outliers in both directions and the median of a few runs resists them,
 * and the spread (the lowest and highest run), so a reader sees how far one run may be off.
 */
export const metricAudits = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  speedIndex: 'speed-index',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
} as const;

/**
 * The figures read from one audit's numeric value, and `longestTask`: the longest main-thread
 * task that started before the page was interactive (Lighthouse's `long-tasks` rows before its
 * `interactive` time; 0 when no task reached 50 ms). A form that cannot be typed into while one
 * task runs shows it here even when TBT, summed after FCP, stays small.
 */
export const metricNames = [
  ...(Object.keys(metricAudits) as (keyof typeof metricAudits)[]),
  'longestTask',
] as const;

export type MetricName = (typeof metricNames)[number];

/**
 * One run's figures: milliseconds, except transferBytes and cls (the layout-shift score); null
 * when Lighthouse could not tell.
 */
export type RunMetrics = Record<MetricName, number | null>;

/** One layout shift of a run: the node that moved most, the shift's score and its causes. */
export interface LayoutShift {
  /** `selector “label”`, or `unknown node` when Lighthouse could not name it. */
  readonly node: string;
  readonly score: number;
  /** Lighthouse's guesses at the root cause (a web font, an unsized image, an iframe). */
  readonly causes: readonly string[];
}

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
  /** The run's layout shifts, largest first (at most 15, as Lighthouse lists them). */
  readonly layoutShifts?: readonly LayoutShift[];
}

/** The median of the runs and the lowest and highest of them. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: readonly number[]): Spread | null {
  const middle = median(values);
  if (middle == null) return null;
  return { median: middle, min: Math.min(...values), max: Math.max(...values) };
}

export type MetricSpreads = Record<MetricName, Spread | null>;

/** Each metric's median and spread over the runs that measured it. */
export function metricSpreads(runs: readonly RunOutcome[]): MetricSpreads {
  return Object.fromEntries(
    metricNames.map((name) => [
      name,
      spread(runs.flatMap((r) => (r.metrics?.[name] == null ? [] : [r.metrics[name]]))),
    ]),
  ) as MetricSpreads;
}

/** How many times the floor's LCP a page takes: 1.0 is as fast as a plain HTML form. */
export function ratioToFloor(lcp: number | null, floorLcp: number | null): number | null {
  if (lcp == null || floorLcp == null || floorLcp <= 0) return null;
  return lcp / floorLcp;
}
