/**
 * Framing headers of every page an edition serves (docs/embedding.md, "Headers"): the widget's
 * frames (`?embed=`) may be framed by the edition's allowed hosts only, the OAuth pages by their
 * client's registered origins only (oauth-page-headers.ts), and every other page by nobody. Any
 * server in front of the built editions sends these; the preview server does.
 */
import { FRAME_PARAMS } from '../../src/embed/protocol';
import { parseOriginPattern } from '../../src/lib/origin-pattern';
import { isOAuthPage, oauthPageHeaders } from './oauth-page-headers';

export interface FramePolicy {
  /** The OAuth clients' registered frame origins (the sandbox's client registry in preview). */
  readonly frameOriginsFor: (clientId: string) => readonly string[];
  /** The edition's `embed.allowedHosts` for the environment it was built for. */
  readonly embedHosts: readonly string[];
}

const DENY = { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };

export function pageHeaders(url: URL, policy: FramePolicy): Record<string, string> {
  if (isOAuthPage(url.pathname)) return oauthPageHeaders(url, policy.frameOriginsFor);
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
