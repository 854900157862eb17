/**
 * The third-party QA switches as page query parameters, read from the request's Referer (the
 * page that loads the script or makes the call), so a tester can open e.g.
 * `/login?sandbox_third_party=google:script-fails,apple:cancel&sandbox_site_compliance=hide`.
 * A page parameter wins over the control endpoint's setting.
 */
import type { SandboxState } from '../state/sandbox-state';
import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from './sandbox-identity-providers';
import {
  isFailureMode,
  thirdPartyStateOf,
  type SiteComplianceAction,
  type ThirdPartyFailureMode,
} from './third-party-state';

export const FAILURE_PAGE_PARAMETER = 'sandbox_third_party';
export const COMPLIANCE_PAGE_PARAMETER = 'sandbox_site_compliance';

/** `referer`: the Referer header of the request (the page's URL), or null. */
export function failureModeFor(
  state: SandboxState,
  referer: string | null,
  provider: ThirdPartyProvider,
): ThirdPartyFailureMode | undefined {
  const fromPage = pageParameter(referer, FAILURE_PAGE_PARAMETER);
  if (fromPage) {
    for (const item of fromPage.split(',')) {
      const [name, mode] = item.split(':').map((part) => part.trim());
      if ((name === provider || name === '*') && isFailureMode(mode)) return mode;
    }
  }
  return thirdPartyStateOf(state).failureModes.get(provider);
}

export function siteComplianceFor(
  state: SandboxState,
  referer: string | null,
): SiteComplianceAction {
  const fromPage = pageParameter(referer, COMPLIANCE_PAGE_PARAMETER);
  if (fromPage === 'hide' || fromPage === 'show') return fromPage;
  return thirdPartyStateOf(state).siteCompliance;
}

export function isThirdPartyProvider(value: unknown): value is ThirdPartyProvider {
  return THIRD_PARTY_PROVIDERS.includes(value as ThirdPartyProvider);
}

function pageParameter(referer: string | null, name: string): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}
