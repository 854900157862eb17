import { isEeaCountry, isRestrictedCountry } from '../fixtures/restricted-countries';
import type { SandboxVisitorOverride } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { VISITOR_COOKIE, decodeVisitorCookie } from './visitor-cookie';
import { toVisitorOverride } from './visitor-override';

/** What the IP info lookup answers about the visitor. */
export interface SandboxVisitor {
  readonly country: string;
  readonly isVisible: 0 | 1;
  readonly isLogin: 0 | 1;
  /** 'eea' for EEA countries, else ''. */
  readonly groupCountry: string;
  readonly ip: string;
}

export const DEFAULT_VISITOR_COUNTRY = 'GB';
/** An address from the documentation range (RFC 5737), shown by the IP-ban dialogs. */
export const DEFAULT_VISITOR_IP = '203.0.113.7';

/**
 * The visitor, from the first source that says anything, in this order: the sandbox_visitor
 * cookie, sandbox_ip_country / sandbox_is_visible / sandbox_is_login on the page URL (the
 * Referer), the state's configured visitor, the SANDBOX_IP_COUNTRY / SANDBOX_IS_VISIBLE /
 * SANDBOX_IS_LOGIN environment variables, else a visible visitor from GB. Restricted countries
 * default to is_visible 0.
 */
export function resolveVisitor(
  state: SandboxState,
  request: Request,
  cookies: Record<string, string>,
): SandboxVisitor {
  const override =
    decodeVisitorCookie(cookies[VISITOR_COOKIE]) ??
    fromPageUrl(request.headers.get('referer')) ??
    state.settings.visitor ??
    fromEnvironment() ??
    {};
  return completeVisitor(override);
}

export function completeVisitor(override: SandboxVisitorOverride): SandboxVisitor {
  const country = override.country ?? DEFAULT_VISITOR_COUNTRY;
  return {
    country,
    isVisible: override.isVisible ?? (isRestrictedCountry(country) ? 0 : 1),
    isLogin: override.isLogin ?? 1,
    groupCountry: isEeaCountry(country) ? 'eea' : '',
    ip: override.ip ?? DEFAULT_VISITOR_IP,
  };
}

function fromPageUrl(referer: string | null): SandboxVisitorOverride | undefined {
  if (!referer) return undefined;
  let params: URLSearchParams;
  try {
    params = new URL(referer).searchParams;
  } catch {
    return undefined;
  }
  return toVisitorOverride({
    country: params.get('sandbox_ip_country') ?? undefined,
    isVisible: params.get('sandbox_is_visible') ?? undefined,
    isLogin: params.get('sandbox_is_login') ?? undefined,
  });
}

function fromEnvironment(): SandboxVisitorOverride | undefined {
  // The handlers may one day run in a browser worker, where there is no process.
  if (typeof process === 'undefined') return undefined;
  return toVisitorOverride({
    country: process.env.SANDBOX_IP_COUNTRY,
    isVisible: process.env.SANDBOX_IS_VISIBLE,
    isLogin: process.env.SANDBOX_IS_LOGIN,
  });
}
