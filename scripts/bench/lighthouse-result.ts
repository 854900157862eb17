/**
 * Reads what the benchmark keeps from a Lighthouse result (the `lhr`): the metrics, the LCP
 * element, the layout shifts with the nodes that moved, the console errors, and the emulation
 * and throttling Lighthouse really applied. Pure, so it is tested on a stored result.
 */
import {
  metricAudits,
  type LayoutShift,
  type MetricName,
  type RunMetrics,
  type RunOutcome,
} from './metrics';

/** The parts of a Lighthouse result read here (a structural subset of Lighthouse's `Result`). */
export interface LighthouseResult {
  readonly runtimeError?: { readonly message: string };
  readonly configSettings: {
    readonly formFactor?: string;
    readonly throttlingMethod?: string;
    readonly throttling: {
      readonly rttMs?: number;
      readonly throughputKbps?: number;
      readonly requestLatencyMs?: number;
      readonly downloadThroughputKbps?: number;
      readonly uploadThroughputKbps?: number;
      readonly cpuSlowdownMultiplier?: number;
    };
    readonly screenEmulation?: {
      readonly width?: number;
      readonly height?: number;
      readonly deviceScaleFactor?: number;
      readonly disabled?: boolean;
    };
  };
  readonly audits: Readonly<
    Record<string, { readonly numericValue?: number; readonly details?: unknown } | undefined>
  >;
}

/** Audit details are a loose union of tables and lists; these pick out what the report needs. */
type Details = { items?: unknown[] } | undefined;

function tableItems(details: unknown): Record<string, unknown>[] {
  const items = (details as Details)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

interface NodeItem {
  readonly selector?: string;
  readonly nodeLabel?: string;
}

/** A node as the report names it: its CSS selector and the start of its text. */
export function describeNode(node: unknown): string | undefined {
  const { selector, nodeLabel } = (node ?? {}) as NodeItem;
  return selector ? `${selector} “${nodeLabel ?? ''}”` : undefined;
}

/** `largest-contentful-paint-element`: a list of tables; the first table's first row. */
export function lcpElement(details: unknown): string | undefined {
  for (const table of tableItems(details)) {
    const element = describeNode(tableItems(table)[0]?.node);
    if (element) return element;
  }
  return undefined;
}

/** `layout-shifts`: one row per shift, the node that moved most, its score and its causes. */
export function layoutShifts(details: unknown): LayoutShift[] {
  return tableItems(details).map((row) => ({
    node: describeNode(row.node) ?? 'unknown node',
    score: typeof row.score === 'number' ? row.score : 0,
    causes: tableItems(row.subItems).map((sub) => {
      const extra = sub.extra as { type?: string; value?: unknown } | undefined;
      const where =
        extra?.type === 'url' ? String(extra.value) : (describeNode(extra) ?? undefined);
      return where ? `${String(sub.cause)} (${where})` : String(sub.cause);
    }),
  }));
}

export function consoleErrors(details: unknown): string[] {
  return tableItems(details).map((row) => {
    const message = String(row.description ?? '')
      .split('\n')[0]!
      .slice(0, 240);
    // A failed request says only its status; the URL says what is missing.
    const url = (row.sourceLocation as { url?: string } | undefined)?.url;
    return row.source === 'network' && url ? `${message} (${url})` : message;
  });
}

const mbit = (kbps: number | undefined) => `${((kbps ?? 0) / 1024).toFixed(2)} Mbit/s`;

/**
 * The emulation and throttling as applied. Simulated throttling models the page on the nominal
 * 150 ms RTT; applied (devtools) throttling delays every request by Lighthouse's request latency
 * (150 ms × 3.75 = 562.5 ms for the mobile preset, its calibration for throttling per request
 * rather than per packet), so the report names that figure rather than the nominal RTT.
 */
export function describeSettings(settings: LighthouseResult['configSettings']): string {
  const t = settings.throttling;
  const screen = settings.screenEmulation;
  const viewport =
    screen && !screen.disabled
      ? ` (${screen.width}×${screen.height} px viewport, ${screen.deviceScaleFactor}× pixel ratio)`
      : '';
  const cpu = `${t.cpuSlowdownMultiplier}× CPU slowdown`;
  const network =
    settings.throttlingMethod === 'devtools'
      ? `applied (devtools) throttling: ${t.requestLatencyMs} ms added to every request, ` +
        `${mbit(t.downloadThroughputKbps)} down, ${mbit(t.uploadThroughputKbps)} up`
      : `${settings.throttlingMethod === 'simulate' ? 'simulated' : settings.throttlingMethod} ` +
        `throttling: ${t.rttMs} ms RTT, ${mbit(t.throughputKbps)}`;
  return `${settings.formFactor} preset${viewport}, ${network}, ${cpu}`;
}

interface LongTaskRow {
  readonly startTime?: unknown;
  readonly duration?: unknown;
}

/**
 * The longest task of the `long-tasks` rows (50 ms or more) that started before `interactive`
 * (every row when Lighthouse could not tell when the page became interactive); 0 when none did.
 */
export function longestTaskBefore(details: unknown, interactive: number | undefined): number {
  const durations = tableItems(details)
    .map((row) => row as LongTaskRow)
    .filter(
      (row) =>
        typeof row.duration === 'number' &&
        (interactive == null || (typeof row.startTime === 'number' && row.startTime < interactive)),
    )
    .map((row) => row.duration as number);
  return Math.max(0, ...durations);
}

/** One run's outcome from its result. */
export function readLighthouseResult(lhr: LighthouseResult): RunOutcome {
  if (lhr.runtimeError) return { error: lhr.runtimeError.message };
  const audits = lhr.audits;
  const metrics = {
    ...Object.fromEntries(
      (Object.entries(metricAudits) as [MetricName, string][]).map(([name, audit]) => [
        name,
        audits[audit]?.numericValue ?? null,
      ]),
    ),
    longestTask: audits['long-tasks']
      ? longestTaskBefore(audits['long-tasks'].details, audits.interactive?.numericValue)
      : null,
  } as RunMetrics;
  return {
    metrics,
    lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
    consoleErrors: consoleErrors(audits['errors-in-console']?.details),
    layoutShifts: layoutShifts(audits['layout-shifts']?.details),
  };
}
