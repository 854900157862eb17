/**
 * The sandbox's Google, Apple and Telegram stand-ins run inside the jsdom page, for component
 * tests of the third-party block (jsdom does not run <script src>): what the browser would get
 * from /sandbox-scripts/<file>. Kept here because flows may not import the sandbox.
 */
const STAND_INS: Record<string, () => Promise<unknown>> = {
  'google-gsi.js': () => import('../src/sandbox/scripts/google-gsi'),
  'apple-auth.js': () => import('../src/sandbox/scripts/apple-auth'),
  'telegram-widget.js': () => import('../src/sandbox/scripts/telegram-widget'),
};

/** Script file names a test wants to fail to load (the sandbox's `script-fails`). */
export const failingStandIns = new Set<string>();

function fileOf(url: string): string {
  return url.split('?')[0]?.split('/').pop() ?? url;
}

/** Runs the stand-in behind a script URL (once per test file, like a cached script). */
export async function runStandIn(url: string): Promise<void> {
  const file = fileOf(url);
  if (failingStandIns.has(file)) throw new Error(`${file} failed to load (test)`);
  const load = STAND_INS[file];
  if (!load) throw new Error(`No stand-in for ${url}`);
  await load();
}

/** Runs Telegram's widget stand-in for an embedding <script> already in the page. */
export async function runEmbeddedStandIn(script: HTMLScriptElement, url: string): Promise<void> {
  await runStandIn(url);
  const telegram = (await import('../src/sandbox/scripts/telegram-widget')) as {
    mountWidget(script: HTMLScriptElement): void;
  };
  telegram.mountWidget(script);
}

/**
 * `src/sign-in/browser/load-script` with the providers' scripts answered by the stand-ins above,
 * for a test's `vi.mock('@/sign-in/browser/load-script', () => loadScriptWithStandIns())`.
 */
export function loadScriptWithStandIns() {
  return {
    SCRIPT_TIMEOUT_MS: 10_000,
    loadScript: (url: string) => runStandIn(url),
    embedScript: async (parent: HTMLElement, url: string, data: Record<string, string>) => {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
      parent.append(script);
      await runEmbeddedStandIn(script, url);
      return script;
    },
  };
}
