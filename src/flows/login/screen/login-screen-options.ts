/**
 * What the URL asks of the login screen (docs/login.md, "What the URL switches"). The embeddable
 * widget passes the same switches as options; on this app's own pages they come from the query
 * string, so QA can open every variant by URL.
 */
import { isOAuthSignInPath } from '@/sign-in/oauth/oauth-sign-in-path';
import { parseCombinedLayout, type CombinedLayout } from '@/sign-in/combined/combined-options';
import type { LoginTab } from './login-tab-preference';

export type LoginDisplay = 'page' | 'modal';
/** Layouts of the combined register/login page (docs/login.md, "Combined register/login page"). */
export { COMBINED_LAYOUTS, type CombinedLayout } from '@/sign-in/combined/combined-options';

export interface LoginScreenOptions {
  /** `display=modal`: the closable modal over the host page (max 480 px). */
  readonly display: LoginDisplay;
  /** `from=oauth` or the `/oauth-login` page: the login is part of an OAuth authorisation. */
  readonly oauth: boolean;
  /** `demoAccount=true`: log in to the demo-trading account. */
  readonly demoAccount: boolean;
  /** `hidePromo` / `hideRightPanel`: no promo panel beside the form. */
  readonly hidePromo: boolean;
  /** `hideQr`: configuration hides the QR tab. */
  readonly hideQr: boolean;
  readonly hidePhoneTab: boolean;
  readonly hideEmailTab: boolean;
  /** `layout=…`: shown as the combined register/login page in that layout. */
  readonly layout: CombinedLayout | undefined;
  /** `hideToggle` (or `hideRegister` in the widget's modal): no way over to sign-up. */
  readonly hideToggle: boolean;
  /** `hideThirdParty`: no third-party sign-in buttons. */
  readonly hideThirdParty: boolean;
  /** `closable=0`: the modal has no close button and Escape does not close it. */
  readonly closable: boolean;
}

const TRUE_VALUES = ['true', '1', 'yes'];

function flag(params: URLSearchParams, ...names: string[]): boolean {
  return names.some((name) => TRUE_VALUES.includes((params.get(name) ?? '').toLowerCase()));
}

export function parseLoginScreenOptions(
  search: string | URLSearchParams,
  pathname = '',
): LoginScreenOptions {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    display: params.get('display') === 'modal' ? 'modal' : 'page',
    oauth: params.get('from') === 'oauth' || isOAuthSignInPath(pathname),
    demoAccount: flag(params, 'demoAccount'),
    hidePromo: flag(params, 'hidePromo', 'hideRightPanel'),
    hideQr: flag(params, 'hideQr'),
    hidePhoneTab: flag(params, 'hidePhoneTab'),
    hideEmailTab: flag(params, 'hideEmailTab'),
    layout: parseCombinedLayout(params),
    hideToggle: flag(params, 'hideToggle', 'hideRegister'),
    hideThirdParty: flag(params, 'hideThirdParty'),
    closable: params.get('closable') !== '0',
  };
}

export interface TabContext {
  readonly modal: boolean;
  readonly oauth: boolean;
  readonly inChatApp: boolean;
  readonly hideQr: boolean;
  readonly hidePhoneTab: boolean;
  readonly hideEmailTab: boolean;
}

/**
 * The manifest's tabs minus what this context hides. QR is hidden in OAuth, inside the chat app
 * and by configuration (Turkey's manifest does not list it); a password tab always stays, so
 * hiding both the e-mail and the phone tab keeps the e-mail tab.
 */
export function visibleLoginTabs(offered: readonly LoginTab[], context: TabContext): LoginTab[] {
  const hidden = (tab: LoginTab): boolean => {
    switch (tab) {
      case 'qr':
        return context.oauth || context.inChatApp || context.hideQr;
      case 'mobile':
        return context.hidePhoneTab;
      case 'email':
        return context.hideEmailTab;
      default: {
        const unreachable: never = tab;
        return unreachable;
      }
    }
  };
  const visible = offered.filter((tab) => !hidden(tab));
  if (visible.some((tab) => tab !== 'qr')) return visible;
  return offered.includes('email') ? ['email', ...visible] : offered.filter((t) => t !== 'qr');
}
