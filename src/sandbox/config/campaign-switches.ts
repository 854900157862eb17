import type { SandboxState } from '../state/sandbox-state';

/**
 * Page parameter (read from the Referer) that turns the register-button campaign on for that
 * page: the banner then also answers `web_signuppage_regist_button_text`
 * (docs/sandbox.md, "Campaign entries").
 */
export const REGISTER_BUTTON_PAGE_PARAMETER = 'sandbox_register_button';

/** The banner key only the register-button campaign answers. */
export const REGISTER_BUTTON_TEXT_KEY = 'web_signuppage_regist_button_text';

/**
 * Campaign switches of one sandbox state. Off by default: the register button keeps the page's
 * own text unless a test or a page asks for the campaign.
 */
export interface CampaignSwitches {
  registerButton: boolean;
}

// Keyed by the accounts map, which a reset replaces: a reset turns every campaign off again.
const byAccounts = new WeakMap<SandboxState['accounts'], CampaignSwitches>();

export function campaignSwitchesOf(state: SandboxState): CampaignSwitches {
  let switches = byAccounts.get(state.accounts);
  if (!switches) {
    switches = { registerButton: false };
    byAccounts.set(state.accounts, switches);
  }
  return switches;
}

/** The register-button campaign runs for this request: its page asks for it, or the state does. */
export function registerButtonCampaignOn(state: SandboxState, referer: string | null): boolean {
  return (
    pageParameter(referer, REGISTER_BUTTON_PAGE_PARAMETER) === '1' ||
    campaignSwitchesOf(state).registerButton
  );
}

function pageParameter(referer: string | null, name: string): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).searchParams.get(name);
  } catch {
    return null;
  }
}
