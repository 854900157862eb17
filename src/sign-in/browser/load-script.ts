/**
 * The page's one script loader, for the captcha providers and the identity providers alike: a
 * classic <script> added once per URL (captchas, Google, Apple), or a script tag embedded in a
 * container with data attributes (Telegram's login widget). A load that errors or takes longer
 * than its time-out rejects and leaves nothing behind, so the next attempt starts afresh.
 */

/**
 * As long as the captcha scripts are given
 * (docs/third-party.md, "Choices where the spec is silent"); the spec names none here.
 */
export const SCRIPT_TIMEOUT_MS = 10_000;

export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(`The script ${url} did not load (${reason})`);
    this.name = 'ScriptLoadError';
  }
}

const loaded = new Map<string, Promise<void>>();

/** Adds `<script src=url>` to the head once; later calls share the same load. */
export function loadScript(url: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<void> {
  let load = loaded.get(url);
  if (!load) {
    const script = document.createElement('script');
    script.async = true;
    load = runScript(script, url, document.head, timeoutMs).catch((error: unknown) => {
      loaded.delete(url);
      script.remove();
      throw error;
    });
    loaded.set(url, load);
  }
  return load;
}

/** For tests: forget what was loaded, so the next load adds its tag again. */
export function forgetLoadedScripts(): void {
  loaded.clear();
}

/** Embeds a script tag with `data-*` attributes in `parent`; resolves once it has run. */
export async function embedScript(
  parent: HTMLElement,
  url: string,
  data: Readonly<Record<string, string>>,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<HTMLScriptElement> {
  const script = document.createElement('script');
  script.async = true;
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
  try {
    await runScript(script, url, parent, timeoutMs);
  } catch (error) {
    script.remove();
    throw error;
  }
  return script;
}

function runScript(
  script: HTMLScriptElement,
  url: string,
  parent: HTMLElement,
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new ScriptLoadError(url, 'timeout'));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    script.onload = () => {
      cleanup();
      resolve();
    };
    script.onerror = () => {
      cleanup();
      reject(new ScriptLoadError(url, 'error'));
    };
    script.src = url;
    parent.append(script);
  });
}
