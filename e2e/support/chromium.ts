/**
 * How the browser tests launch Debian's Chromium (never a downloaded browser): the config's
 * default, and a spec that needs one more flag adds it here rather than copying the list.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
] as const;

export function chromiumLaunchOptions(...extraArgs: string[]) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  };
}
