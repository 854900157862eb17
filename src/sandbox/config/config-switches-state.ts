/**
 * The config switches set by the control (`POST /x-api/__sandbox/config`, docs/sandbox.md,
 * "Config switches"); a page parameter wins over them (config-page-switches.ts). Undefined: the
 * fixture's value stands. Keyed by the state's `accounts` map like the other switches, so a reset
 * clears them.
 */
import type { SandboxState } from '../state/sandbox-state';

export interface ConfigSwitches {
  /** The login promo entry's `web_login_signup_display_similar`. */
  loginPromoSimilar: boolean | undefined;
  /** The login-entry config's `zhHostnameList`. */
  zhHostnames: string[] | undefined;
}

const byAccounts = new WeakMap<SandboxState['accounts'], ConfigSwitches>();

export function configSwitchesOf(state: SandboxState): ConfigSwitches {
  let data = byAccounts.get(state.accounts);
  if (!data) {
    data = { loginPromoSimilar: undefined, zhHostnames: undefined };
    byAccounts.set(state.accounts, data);
  }
  return data;
}
