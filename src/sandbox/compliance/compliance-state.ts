/**
 * The site-compliance answer the sandbox gives (docs/sandbox.md, "Compliance config"): the
 * action ('hide' hides the third-party block) and the options it hides. Set by the compliance
 * control (and, for the action, by the third-party control's `siteCompliance`); a page parameter
 * wins over both (compliance-answer.ts).
 *
 * Kept beside SandboxState rather than in it, keyed by the state's `accounts` map as the
 * third-party switches are: a reset replaces that map, so the answer goes back to hiding nothing.
 */
import type { SandboxState } from '../state/sandbox-state';

export type SiteComplianceAction = 'show' | 'hide';

/** The options the exchange's compliance config may hide (docs/login.md, "Compliance hiding"). */
export const SANDBOX_COMPLIANCE_OPTIONS = ['thirdParty', 'qr', 'referralCode', 'phone'] as const;
export type SandboxComplianceOption = (typeof SANDBOX_COMPLIANCE_OPTIONS)[number];

export interface ComplianceSandboxState {
  action: SiteComplianceAction;
  hideOptions: SandboxComplianceOption[];
}

const byAccounts = new WeakMap<SandboxState['accounts'], ComplianceSandboxState>();

export function complianceStateOf(state: SandboxState): ComplianceSandboxState {
  let data = byAccounts.get(state.accounts);
  if (!data) {
    data = { action: 'show', hideOptions: [] };
    byAccounts.set(state.accounts, data);
  }
  return data;
}

export function isComplianceOption(value: unknown): value is SandboxComplianceOption {
  return SANDBOX_COMPLIANCE_OPTIONS.includes(value as SandboxComplianceOption);
}
