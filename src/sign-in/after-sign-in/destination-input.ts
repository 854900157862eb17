import type { Edition } from '@/editions/edition-context';
import { isInChatApp } from '@/sign-in/browser/chat-app';
import { currentMiniApp } from '@/sign-in/contracts/mini-app';
import { oauthReturnPath } from '@/sign-in/oauth/oauth-query';

export { goToDestination } from './go-to-destination';
import { signInDestination, type DestinationInput } from './destination';

/** The page a sign-in or sign-up ends on: its edition, language and query. */
export interface DestinationPage {
  readonly edition: Pick<Edition, 'manifest' | 'editionHosts'>;
  readonly language: () => string;
  readonly search: string;
}

/**
 * What `signInDestination` needs from this page and edition, read when the sign-in ends (the
 * window is only read then, never while rendering). Callers override what differs for them.
 */
export function destinationInput(
  page: DestinationPage,
  overrides: Partial<DestinationInput> = {},
): DestinationInput {
  const { manifest, editionHosts } = page.edition;
  const language = page.language();
  return {
    search: page.search,
    origin: window.location.origin,
    hostname: window.location.hostname,
    ownHosts: Object.values(editionHosts).flat(),
    language,
    downloadsAllowed: manifest.downloadsAllowed,
    isMobile: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    inChatApp: isInChatApp(),
    inMiniApp: currentMiniApp() !== null,
    personalVerificationFirst: manifest.login.personalVerificationFirst,
    landsOnSiteHome: manifest.login.landing === 'site-home',
    isNewUser: false,
    oauthReturn: oauthReturnPath(window.location.pathname, page.search, language),
    ...overrides,
  };
}

/** Where a visitor on `page` goes now: redirect_url if allowed, else the landing table. */
export function destinationFor(
  page: DestinationPage,
  overrides: Partial<DestinationInput> = {},
  account?: { readonly country?: string | null | undefined },
): string {
  return signInDestination(destinationInput(page, overrides), account);
}
