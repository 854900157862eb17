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

export async function runLighthouse(url: string, timeoutMs: number): Promise<RunOutcome> {
  let chrome: LaunchedChrome | undefined;
  let abandoned = false;
  const kill = (browser: LaunchedChrome | undefined) => {
    try {
      browser?.kill();
    } catch {
      // Already gone: nothing left to clean up.
    }
  };

  const run = async (): Promise<RunOutcome> => {
    chrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: chromiumFlags,
      logLevel: 'silent',
    });
    // A browser that came up after the timeout would otherwise outlive the run.
    if (abandoned) {
      kill(chrome);
      return { error: 'abandoned' };
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      maxWaitForLoad: Math.min(45_000, timeoutMs),
    });
    if (!result) return { error: 'Lighthouse returned no result' };
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.message };
    const audits = result.lhr.audits;
    const metrics = Object.fromEntries(
      (Object.entries(metricAudits) as [MetricName, string][]).map(([name, audit]) => [
        name,
        audits[audit]?.numericValue ?? null,
      ]),
    ) as RunMetrics;
    return { metrics };
  };

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RunOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ error: `no result within ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      run().catch((error: unknown) => ({
        error: error instanceof Error ? error.message : String(error),
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
