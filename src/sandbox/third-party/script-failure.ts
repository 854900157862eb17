/**
 * The third-party stand-in scripts for the sandbox's script server (src/sandbox/node/
 * sandbox-scripts.ts), and their `script-fails` switch: the server asks before serving one and
 * answers 404 with the reason instead, so the adapter's script load fails.
 */
import type { SandboxState } from '../state/sandbox-state';
import { failureModeFor } from './page-switches';
import type { ThirdPartyProvider } from './sandbox-identity-providers';

/** Served file name to the provider it stands in for (src/config/environments.ts). */
export const THIRD_PARTY_SCRIPT_FILES: Readonly<Record<string, ThirdPartyProvider>> = {
  'google-gsi.js': 'google',
  'apple-auth.js': 'apple',
  'telegram-widget.js': 'telegram',
};

/** Served file name to the stand-in module (in src/sandbox/scripts) bundled into it. */
export const THIRD_PARTY_SCRIPT_ENTRIES: Readonly<Record<string, { readonly module: string }>> = {
  'google-gsi.js': { module: 'google-gsi.ts' },
  'apple-auth.js': { module: 'apple-auth.ts' },
  'telegram-widget.js': { module: 'telegram-widget.ts' },
};

/** Why the file must not be served (a message for the 503), or undefined to serve it. */
export function thirdPartyScriptRefusal(
  state: SandboxState,
  file: string,
  referer: string | null,
): string | undefined {
  const provider = THIRD_PARTY_SCRIPT_FILES[file];
  if (!provider) return undefined;
  return failureModeFor(state, referer, provider) === 'script-fails'
    ? `${provider} is set to script-fails (sandbox third-party switch)`
    : undefined;
}
