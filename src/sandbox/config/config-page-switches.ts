/**
 * QA switches that change a web config entry (docs/sandbox.md, "Config switches"): set by the
 * control (config-switches-state.ts), or for one page by its query parameters, read from the
 * request's Referer, so parallel browser tests never share them. A page parameter wins.
 *
 * - `sandbox_login_promo_similar=1` (or `0`): the login promo entry's
 *   `web_login_signup_display_similar`, so the login page shows the sign-up page's promo;
 * - `sandbox_zh_hostnames=a.example,*.cn` (`none` for an empty list): the login-entry config's
 *   `zhHostnameList`, the hosts of the Chinese site.
 */
import type { ConfigEntry } from '../fixtures/config-entries';
import { pageParameter } from '../lib/page-parameter';
import type { SandboxState } from '../state/sandbox-state';
import { configSwitchesOf } from './config-switches-state';

export const LOGIN_PROMO_SIMILAR_PAGE_PARAMETER = 'sandbox_login_promo_similar';
export const ZH_HOSTNAMES_PAGE_PARAMETER = 'sandbox_zh_hostnames';

const TRUE_VALUES = ['1', 'true', 'yes'];
const FALSE_VALUES = ['0', 'false', 'no'];

/** A comma-separated host list as the switches take it (`none`: an empty list). */
export function hostList(text: string): string[] {
  if (text.trim() === 'none') return [];
  return text
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

function similarFromPage(referer: string | null): boolean | undefined {
  const text = pageParameter(referer, LOGIN_PROMO_SIMILAR_PAGE_PARAMETER)?.toLowerCase();
  if (text === undefined) return undefined;
  if (TRUE_VALUES.includes(text)) return true;
  return FALSE_VALUES.includes(text) ? false : undefined;
}

/** The entries as the switches in effect for this page make them. */
export function withConfigSwitches(
  state: SandboxState,
  entries: readonly ConfigEntry[],
  referer: string | null,
): ConfigEntry[] {
  const controlled = configSwitchesOf(state);
  const similar = similarFromPage(referer) ?? controlled.loginPromoSimilar;
  const zhFromPage = pageParameter(referer, ZH_HOSTNAMES_PAGE_PARAMETER);
  const zhHostnames = zhFromPage === undefined ? controlled.zhHostnames : hostList(zhFromPage);
  return entries.map((entry) => {
    if (entry.key === 'web_loginpage_config' && similar !== undefined) {
      return withValue(entry, { web_login_signup_display_similar: similar });
    }
    if (entry.key === 'web_login_entry_config' && zhHostnames !== undefined) {
      return withValue(entry, { zhHostnameList: zhHostnames });
    }
    return entry;
  });
}

function withValue(entry: ConfigEntry, changes: Record<string, unknown>): ConfigEntry {
  const value = JSON.parse(entry.value) as Record<string, unknown>;
  return { ...entry, value: JSON.stringify({ ...value, ...changes }) };
}
