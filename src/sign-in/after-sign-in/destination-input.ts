import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/api-client';
import type { Edition } from '@/editions/edition-context';
import type { RedirectContext } from '@/lib/redirect-safety';
import { isInChatApp } from '@/sign-in/browser/chat-app';
import { currentMiniApp } from '@/sign-in/contracts/mini-app';
import { oauthReturnPath } from '@/sign-in/oauth/oauth-query';

export { goToDestination } from './go-to-destination';
export { sameOriginRedirectContext } from './redirect-context';
import { signInDestination, type DestinationInput } from './destination';
import { redirectContext } from './redirect-context';
import { whiteHostsWithin } from './white-hosts';
import { zhHostnamesWithin } from './zh-hostnames';
import { DEFAULT_ZH_HOSTNAMES } from '@/lib/china-hostnames';

/** The page a sign-in or sign-up ends on: its edition, language, query and request wrapper. */
export interface DestinationPage {
  readonly edition: Pick<Edition, 'manifest' | 'environment' | 'sites'>;
  readonly language: () => string;
  readonly search: string;
  /** For the get-white-hosts list, cached for the page (white-hosts.ts). */
  readonly client: ApiClient;
  /** The page's query client, loaded after the page mounted (src/sign-in/query). */
  readonly loadQueryClient: () => Promise<QueryClient>;
}

/**
 * What `signInDestination` needs from this page and edition, read when the sign-in ends (the
 * window is only read then, never while rendering). Callers override what differs for them.
 */
export function destinationInput(
  page: DestinationPage,
  redirect: RedirectContext,
  overrides: Partial<DestinationInput> = {},
): DestinationInput {
  const { manifest } = page.edition;
  const language = page.language();
  return {
    search: page.search,
    hostname: window.location.hostname,
    zhHostnames: DEFAULT_ZH_HOSTNAMES,
    redirect,
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

/**
 * Where a visitor on `page` goes now: redirect_url if allowed, else the landing table. Only a
 * page with a redirect_url waits for the whitelist (at most WHITE_HOSTS_WAIT_MS, white-hosts.ts);
 * the Chinese site's hosts come from the login-entry config (at most ZH_HOSTNAMES_WAIT_MS,
 * zh-hostnames.ts), both waits together. `overrides.redirect` replaces the page's context (a
 * logged-in visitor on the register page).
 */
export async function destinationFor(
  page: DestinationPage,
  overrides: Partial<DestinationInput> = {},
  account?: { readonly country?: string | null | undefined },
): Promise<string> {
  const [redirect, zhHostnames] = await Promise.all([
    overrides.redirect ?? pageRedirectContext(page),
    overrides.zhHostnames ??
      page.loadQueryClient().then((queryClient) => zhHostnamesWithin(queryClient, page.client)),
  ]);
  return signInDestination(
    destinationInput(page, redirect, { zhHostnames, ...overrides }),
    account,
  );
}

async function pageRedirectContext(page: DestinationPage): Promise<RedirectContext> {
  const wanted = new URLSearchParams(page.search).has('redirect_url');
  return redirectContext({
    origin: window.location.origin,
    settings: page.edition.environment.redirect,
    sites: page.edition.sites,
    whiteHosts: wanted ? await whiteHostsWithin(await page.loadQueryClient(), page.client) : [],
  });
}
