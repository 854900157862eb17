/** What one benchmark run records (bench-results/latest*.json), and how its runs are summed up. */
import type { ThrottlingMethod } from './lighthouse-run';
import type { MachineFacts } from './machine-facts';
import { metricSpreads, ratioToFloor, type MetricSpreads, type RunOutcome } from './metrics';
import { pageFindings, type PageFindings } from './page-findings';

/** The floor, and the two pages every edition has. */
export const pageKinds = ['floor', 'login', 'register'] as const;
export type PageKind = (typeof pageKinds)[number];

export interface BenchTarget {
  /** `<edition>/<page>`, e.g. `global/floor`, `global/login`. */
  readonly id: string;
  readonly edition: string;
  readonly page: PageKind;
  readonly url: string;
  /**
   * gzip bytes of the page's first-load JS + CSS from the build report: 0 for the floor, which
   * has neither; null when the report does not say.
   */
  readonly firstLoadGzip: number | null;
}

export interface PageResult extends BenchTarget {
  readonly runs: readonly RunOutcome[];
  /** Median and spread (lowest and highest run) of each metric. */
  readonly stats: MetricSpreads;
  /** The page's median LCP in multiples of its own edition's floor's median LCP. */
  readonly lcpToFloor: number | null;
  readonly findings: PageFindings;
}

export interface BenchResults {
  readonly date: string;
  /** The command that produced these results. */
  readonly command: string;
  readonly machine: MachineFacts;
  /** What else ran on the machine meanwhile, as the person running the benchmark put it. */
  readonly note?: string;
  /** The machine's load average (1, 5 and 15 minutes) when the runs started and ended. */
  readonly load: { readonly start: readonly number[]; readonly end: readonly number[] };
  readonly lighthouse: string;
  readonly throttling: ThrottlingMethod;
  /** The emulation and throttling Lighthouse applied, as it reported them. */
  readonly settings: string;
  readonly runsPerPage: number;
  /** Building every edition into a fresh folder; null when an existing dist/ was measured. */
  readonly build: { readonly editions: number; readonly ms: number } | null;
  /** Where each edition's host served the floor, and the editions whose headers were compared. */
  readonly floor: { readonly path: string; readonly headersMatched: readonly string[] };
  readonly pages: readonly PageResult[];
}

export const targetId = (edition: string, page: PageKind) => `${edition}/${page}`;

/** Medians, spreads and findings per page, and each page's LCP against its edition's floor. */
export function summarisePages(
  targets: readonly BenchTarget[],
  outcomes: ReadonlyMap<string, readonly RunOutcome[]>,
): PageResult[] {
  const stats = new Map(targets.map((t) => [t.id, metricSpreads(outcomes.get(t.id) ?? [])]));
  return targets.map((t) => {
    const runs = outcomes.get(t.id) ?? [];
    const own = stats.get(t.id)!;
    const floor = stats.get(targetId(t.edition, 'floor'));
    return {
      ...t,
      runs,
      stats: own,
      lcpToFloor: ratioToFloor(own.lcp?.median ?? null, floor?.lcp?.median ?? null),
      findings: pageFindings(runs),
    };
  });
}
