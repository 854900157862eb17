/**
 * Framing headers of every page an edition serves (docs/embedding.md, "Headers"): the widget's
 * frames (`?embed=`) may be framed by the edition's allowed hosts only, the OAuth pages by their
 * client's registered origins only (oauth-page-headers.ts), the mini app's pages by Telegram Web
 * only, and every other page by nobody. Any
 * server in front of the built editions sends these; the preview server does.
 */
import { FRAME_PARAMS } from '../../src/embed/protocol';
import { parseOriginPattern } from '../../src/lib/origin-pattern';
import { isTurkeyBridgeType } from '../../src/lib/turkey-bridge-protocol';
import { isOAuthPage, oauthPageHeaders } from './oauth-page-headers';

export interface FramePolicy {
  /** The OAuth clients' registered frame origins (the sandbox's client registry in preview). */
  readonly frameOriginsFor: (clientId: string) => readonly string[];
  /** The edition's `embed.allowedHosts` for the environment it was built for. */
  readonly embedHosts: readonly string[];
  /**
   * Where Telegram Web frames the mini app (`miniApp.webOrigin` of the environment; '' is the
   * page's own origin, the sandbox's launch page).
   */
  readonly miniAppOrigin: string;
}

/**
 * The mini app's pages (docs/mini-app.md, "Launch"): its entry, which the bot opens (also as the
 * earn campaign's `/earn/tg-page`, docs/registration.md "Routes and the screens they show"), and
 * the task page a sign-in lands on. Telegram Web frames them; any locale prefix.
 */
export const MINI_APP_PAGE =
  /^(?:\/[A-Za-z0-9-]+)?\/(?:telegram-register-login|earn\/tg-page|min-app\/task)\/?$/;

/**
 * The Turkey bridge's popup on the main site (docs/turkey-bridge.md): the Turkey site opens it
 * and it posts back to its opener, so it must stay in the opener's browsing context group. A
 * cross-origin popup served with the pages' `same-origin-allow-popups` would lose `window.opener`;
 * this page is served with `Cross-Origin-Opener-Policy: unsafe-none`. Any locale prefix.
 */
export const TURKEY_BRIDGE_PAGE = /^(?:\/[A-Za-z0-9-]+)?\/tr-authorized\/?$/;

/**
 * Pages that keep a cross-origin opener: the Turkey bridge's popup, and any page whose `type` is
 * a bridge type — the popup's own sign-in (`/en/login?type=LOGIN_TR&redirect_url=…`), which
 * must not cut the popup from the Turkey page before it comes back (docs/turkey-bridge.md).
 */
export function keepsCrossOriginOpener(url: URL): boolean {
  return TURKEY_BRIDGE_PAGE.test(url.pathname) || isTurkeyBridgeType(url.searchParams.get('type'));
}

export function isMiniAppPage(pathname: string): boolean {
  return MINI_APP_PAGE.test(pathname);
}

const DENY = { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };

export function pageHeaders(url: URL, policy: FramePolicy): Record<string, string> {
  if (isOAuthPage(url.pathname)) return oauthPageHeaders(url, policy.frameOriginsFor);
  if (isMiniAppPage(url.pathname)) {
    return {
      'content-security-policy': `frame-ancestors ${policy.miniAppOrigin === '' ? "'self'" : policy.miniAppOrigin}`,
    };
  }
  if (!url.searchParams.has(FRAME_PARAMS.id)) return { ...DENY };
  // Only well-formed patterns reach the header (editions:check has refused the others).
  const sources = policy.embedHosts.filter((pattern) => parseOriginPattern(pattern));
  if (sources.length === 0) return { ...DENY };
  return {
    // X-Frame-Options cannot name several origins; browsers that know frame-ancestors obey it.
    'content-security-policy': `frame-ancestors ${sources.join(' ')}`,
    // The frame's address carries the host's switches (a prefilled e-mail): never in a Referer.
    'referrer-policy': 'same-origin',
  };
}
