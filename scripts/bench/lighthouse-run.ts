/**
 * One Lighthouse run in a fresh Chromium: mobile preset (simulated slow 4G, 4x CPU slowdown),
 * performance only. A new browser per run means an empty cache, as for a first visit; the
 * browser is killed whatever happens, and a run that hangs is abandoned after a timeout.
 */
import { createRequire } from 'node:module';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { metricAudits, type MetricName, type RunMetrics, type RunOutcome } from './metrics';

/** Debian's Chromium unless CHROME_PATH names another build. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  readonly outcome: RunOutcome;
  /** The emulation and throttling Lighthouse applied, as it reported them. */
  readonly settings?: string;
}

type ConfigSettings = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['configSettings'];

function describeSettings(settings: ConfigSettings): string {
  const t = settings.throttling;
  const mbit = ((t.throughputKbps ?? 0) / 1024).toFixed(1);
  return (
    `${settings.formFactor} preset, ${settings.throttlingMethod} throttling: ` +
    `${t.rttMs} ms RTT, ${mbit} Mbit/s, ${t.cpuSlowdownMultiplier}× CPU slowdown`
  );
}

/** Audit details are a loose union of tables and lists; these pick out what the report needs. */
type Details = { items?: unknown[] } | undefined;

function tableItems(details: unknown): Record<string, unknown>[] {
  const items = (details as Details)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

function lcpElement(details: unknown): string | undefined {
  // A list of tables; the first table's first row is the element.
  for (const table of tableItems(details)) {
    const node = tableItems(table)[0]?.node as
      { selector?: string; nodeLabel?: string } | undefined;
    if (node?.selector) return `${node.selector} “${node.nodeLabel ?? ''}”`;
  }
  return undefined;
}

function consoleErrors(details: unknown): string[] {
  return tableItems(details).map((row) => {
    const message = String(row.description ?? '')
      .split('\n')[0]!
      .slice(0, 240);
    // A failed request says only its status; the URL says what is missing.
    const url = (row.sourceLocation as { url?: string } | undefined)?.url;
    return row.source === 'network' && url ? `${message} (${url})` : message;
  });
}

export async function runLighthouse(
  url: string,
  timeoutMs: number,
  throttlingMethod: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseRun> {
  let chrome: LaunchedChrome | undefined;
  let abandoned = false;
  const kill = (browser: LaunchedChrome | undefined) => {
    try {
      browser?.kill();
    } catch {
      // Already gone: nothing left to clean up.
    }
  };

  const run = async (): Promise<LighthouseRun> => {
    chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: chromiumFlags,
      logLevel: 'silent',
    });
    // A browser that came up after the timeout would otherwise outlive the run.
    if (abandoned) {
      kill(chrome);
      return { outcome: { error: 'abandoned' } };
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Not a performance audit, but it tells a measured page from a page that crashed.
      onlyAudits: ['errors-in-console'],
      maxWaitForLoad: Math.min(45_000, timeoutMs),
      throttlingMethod,
    });
    if (!result) return { outcome: { error: 'Lighthouse returned no result' } };
    const settings = describeSettings(result.lhr.configSettings);
    if (result.lhr.runtimeError) {
      return { outcome: { error: result.lhr.runtimeError.message }, settings };
    }
    const audits = result.lhr.audits;
    const metrics = Object.fromEntries(
      (Object.entries(metricAudits) as [MetricName, string][]).map(([name, audit]) => [
        name,
        audits[audit]?.numericValue ?? null,
      ]),
    ) as RunMetrics;
    const page = {
      lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
      consoleErrors: consoleErrors(audits['errors-in-console']?.details),
    };
    return { outcome: { metrics, ...page }, settings };
  };

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<LighthouseRun>((resolve) => {
    timer = setTimeout(
      () => resolve({ outcome: { error: `no result within ${timeoutMs / 1000} s` } }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      run().catch((error: unknown) => ({
        outcome: { error: error instanceof Error ? error.message : String(error) },
      })),
      timeout,
    ]);
  } finally {
    abandoned = true;
    clearTimeout(timer);
    kill(chrome);
  }
}

/** The version of the Lighthouse package the runs use. */
export function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return pkg.version;
}
