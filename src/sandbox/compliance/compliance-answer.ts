/**
 * The site-compliance config entry as the sandbox answers it for the asking page: the control's
 * settings, unless the page names its own (read from the Referer, so a tester can open e.g.
 * `/login?sandbox_compliance_hide=qr,phone` or `/register?sandbox_site_compliance=hide`).
 */
import { pageParameter } from '../lib/page-parameter';
import type { SandboxState } from '../state/sandbox-state';
import {
  complianceStateOf,
  isComplianceOption,
  type SandboxComplianceOption,
  type SiteComplianceAction,
} from './compliance-state';

/** `show` or `hide`: the action. */
export const COMPLIANCE_PAGE_PARAMETER = 'sandbox_site_compliance';
/** A comma-separated list of the options to hide (`none` for none). */
export const COMPLIANCE_HIDE_PAGE_PARAMETER = 'sandbox_compliance_hide';

export interface ComplianceAnswer {
  readonly action: SiteComplianceAction;
  readonly hideOptions: readonly SandboxComplianceOption[];
}

export function complianceAnswerFor(state: SandboxState, referer: string | null): ComplianceAnswer {
  const controlled = complianceStateOf(state);
  const action = pageParameter(referer, COMPLIANCE_PAGE_PARAMETER);
  const hide = pageParameter(referer, COMPLIANCE_HIDE_PAGE_PARAMETER);
  return {
    action: action === 'hide' || action === 'show' ? action : controlled.action,
    hideOptions:
      hide === undefined
        ? [...controlled.hideOptions]
        : hide
            .split(',')
            .map((name) => name.trim())
            .filter(isComplianceOption),
  };
}
