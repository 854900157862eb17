/**
 * What a page's runs say besides the numbers: which element LCP timed, which nodes moved (CLS)
 * and which errors the page logged. A page whose largest content is not the form, or that threw
 * while loading, was measured doing something else, and the report has to say so.
 */
import type { RunOutcome } from './metrics';

/** An element LCP timed, and in how many runs it was the largest content. */
export interface LcpElementCount {
  readonly element: string;
  readonly runs: number;
}

/** A node that moved, over the page's runs. */
export interface ShiftingNode {
  readonly node: string;
  /** Its largest share of one run's layout shift (the scores of its shifts in that run added). */
  readonly maxScore: number;
  /** In how many runs it moved. */
  readonly runs: number;
  readonly causes: readonly string[];
}

export interface PageFindings {
  /** Most frequent first; more than one when runs disagree on the largest content. */
  readonly lcpElements: readonly LcpElementCount[];
  /** The nodes that moved most, largest first. */
  readonly shiftingNodes: readonly ShiftingNode[];
  /** The distinct errors the runs logged. */
  readonly errors: readonly string[];
}

export function lcpElements(runs: readonly RunOutcome[]): LcpElementCount[] {
  const counts = new Map<string, number>();
  for (const run of runs) {
    if (run.lcpElement) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  }
  return [...counts]
    .map(([element, count]) => ({ element, runs: count }))
    .sort((a, b) => b.runs - a.runs);
}

/** The `limit` nodes with the largest share of a run's layout shift, over all runs. */
export function shiftingNodes(runs: readonly RunOutcome[], limit = 3): ShiftingNode[] {
  const byNode = new Map<string, { maxScore: number; runs: number; causes: Set<string> }>();
  for (const run of runs) {
    const perRun = new Map<string, { score: number; causes: readonly string[] }>();
    for (const shift of run.layoutShifts ?? []) {
      const seen = perRun.get(shift.node);
      perRun.set(shift.node, {
        score: (seen?.score ?? 0) + shift.score,
        causes: [...(seen?.causes ?? []), ...shift.causes],
      });
    }
    for (const [node, { score, causes }] of perRun) {
      const entry = byNode.get(node) ?? { maxScore: 0, runs: 0, causes: new Set<string>() };
      entry.maxScore = Math.max(entry.maxScore, score);
      entry.runs += 1;
      causes.forEach((c) => entry.causes.add(c));
      byNode.set(node, entry);
    }
  }
  return [...byNode]
    .map(([node, e]) => ({ node, maxScore: e.maxScore, runs: e.runs, causes: [...e.causes] }))
    .sort((a, b) => b.maxScore - a.maxScore)
    .slice(0, limit);
}

export function pageFindings(runs: readonly RunOutcome[]): PageFindings {
  return {
    lcpElements: lcpElements(runs),
    shiftingNodes: shiftingNodes(runs),
    errors: [...new Set(runs.flatMap((r) => r.consoleErrors ?? []))],
  };
}
