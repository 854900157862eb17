/**
 * One Lighthouse run in a fresh Chromium: mobile preset (a 412 px phone screen, slow 4G and a 4×
 * slower CPU, simulated or applied), performance only. A new browser per run means an empty
 * cache, as for a first visit; the browser is killed whatever happens, and a run that hangs is
 * abandoned after a timeout.
 */
import { createRequire } from 'node:module';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describeSettings, readLighthouseResult, type LighthouseResult } from './lighthouse-result';
import type { RunOutcome } from './metrics';

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

/**
 * `simulate` (Lighthouse's default): a trace taken at full speed, with slow 4G and a 4x slower
 * CPU modelled on it. `devtools`: the throttling applied to the browser while the page loads.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

export interface LighthouseRun {
  readonly outcome: RunOutcome;
  /** The emulation and throttling Lighthouse applied, as it reported them. */
  readonly settings?: string;
}

export async function runLighthouse(
  url: string,
  timeoutMs: number,
  throttlingMethod: ThrottlingMethod = 'simulate',
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
    const lhr = result.lhr as unknown as LighthouseResult;
    return { outcome: readLighthouseResult(lhr), settings: describeSettings(lhr.configSettings) };
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
