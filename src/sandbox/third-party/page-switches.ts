/**
 * The third-party QA switches as page query parameters, read from the request's Referer (the
 * page that loads the script or makes the call), so a tester can open e.g.
 * `/login?sandbox_third_party=google:script-fails,apple:cancel`. A page parameter wins over the
 * control endpoint's setting. The site-compliance switches are src/sandbox/compliance's.
 */
import { pageParameter } from '../lib/page-parameter';
import type { SandboxState } from '../state/sandbox-state';
import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from './sandbox-identity-providers';
import { isFailureMode, thirdPartyStateOf, type ThirdPartyFailureMode } from './third-party-state';

export const FAILURE_PAGE_PARAMETER = 'sandbox_third_party';

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

export function isThirdPartyProvider(value: unknown): value is ThirdPartyProvider {
  return THIRD_PARTY_PROVIDERS.includes(value as ThirdPartyProvider);
}
