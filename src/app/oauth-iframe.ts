/**
 * OAuth iframe mode (docs/oauth.md, "Iframe mode"): an OAuth page (/oauth, /oauth-login,
 * /oauth-register, /oauth-authorized, /authorized) framed by a third-party application. There the
 * token lives in session storage (third-party cookies may be blocked) and login, QR and register
 * calls carry `oauth_tmp_login_id` (the client_id, or not_found).
 */
import { isFramed } from '@/sign-in/browser/frame-facts';

const OAUTH_PATH = /^\/(?:[^/]+\/)?(?:oauth(?:-\w+)?|authorized)(?:\/|$)/i;

export function isOAuthIframe(win: Window = window): boolean {
  return isFramed(win) && OAUTH_PATH.test(win.location.pathname);
}

export function oauthTmpLoginId(search: string): string {
  return new URLSearchParams(search).get('client_id') || 'not_found';
}
