import type { LoginResult } from '@/api/endpoints/login';
import { defaultLandingPath } from '@/lib/post-login-destination';
import { safeRedirectTarget } from '@/lib/redirect-safety';

/**
 * Hosts of the exchange's Chinese-language site (the compliance config's zhHostnameList is not
 * shown in the spec): a `cn.` or `zh.` host, or a `.cn` domain.
 */
const CHINA_HOST = /(?:^|\.)(?:cn|zh)\.|\.cn$/i;

export function isChinaHostname(hostname: string): boolean {
  return CHINA_HOST.test(hostname);
}

export interface DestinationInput {
  readonly search: string;
  readonly origin: string;
  readonly hostname: string;
  readonly ownHosts: readonly string[];
  readonly language: string;
  readonly downloadsAllowed: boolean;
  readonly isMobile: boolean;
  readonly inChatApp: boolean;
  /** The edition's site code (manifest.siteCode). */
  readonly siteCode: string;
  /** The edition lands on the site's home rather than the dashboard (Turkey). */
  readonly landsOnSiteHome: boolean;
  readonly isNewUser: boolean;
}

/**
 * The EU flag of the landing table: on the EU site, an account without a KYC country has not
 * completed the personal verification the regulated site requires before anything else.
 */
export function euVerificationPending(siteCode: string, result: LoginResult): boolean {
  return siteCode === 'EU' && !result.country;
}

/** redirect_url when it is safe (spec §5), else the default landing of spec §2. */
export function loginDestination(input: DestinationInput, result: LoginResult = {}): string {
  const requested = new URLSearchParams(input.search).get('redirect_url');
  const safe = safeRedirectTarget(requested, { origin: input.origin, ownHosts: input.ownHosts });
  if (safe) return safe;
  return defaultLandingPath({
    inChatApp: input.inChatApp,
    euAuthFlag: euVerificationPending(input.siteCode, result),
    isChinaHost: isChinaHostname(input.hostname),
    isTurkeyOrSearchHost: input.landsOnSiteHome,
    isMobile: input.isMobile,
    downloadsAllowed: input.downloadsAllowed,
    isNewUser: input.isNewUser,
    lang: input.language,
  });
}
