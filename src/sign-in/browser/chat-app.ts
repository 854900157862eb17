import { currentMiniApp } from '@/sign-in/contracts/mini-app';
import { useClientValue } from './use-client-value';

/**
 * The one answer to "are we inside the chat app?" (docs/third-party.md, "Inside the chat app"):
 * its in-app browser or its mini app. There the web-identity provider's sign-in does not work
 * (Google refuses embedded web views), the QR tab is hidden and a sign-in lands on the chat
 * app's home. Telegram's Android browser names itself in the
 * user agent; its iOS browser does not, but injects `TelegramWebviewProxy`; a mini app is opened with
 * launch parameters (src/app/mini-app).
 */
export interface BrowserTraits {
  readonly userAgent: string;
  readonly hasWebviewProxy: boolean;
  readonly miniAppInitData: string;
}

export function isChatAppBrowser(traits: BrowserTraits): boolean {
  return (
    /\bTelegram\b/i.test(traits.userAgent) ||
    traits.hasWebviewProxy ||
    traits.miniAppInitData !== ''
  );
}

/** The running page is inside the chat app (false while prerendering). */
export function isInChatApp(): boolean {
  return isChatAppBrowser(currentBrowserTraits());
}

/** `isInChatApp()` for rendering: false in the prerendered HTML and while hydrating, then true. */
export function useInChatApp(): boolean {
  return useClientValue(isInChatApp, false);
}

/** The traits of the running page; a page without a window (prerendering) has none. */
export function currentBrowserTraits(): BrowserTraits {
  if (typeof window === 'undefined') {
    return { userAgent: '', hasWebviewProxy: false, miniAppInitData: '' };
  }
  const page = window as unknown as { TelegramWebviewProxy?: unknown };
  return {
    userAgent: navigator.userAgent,
    hasWebviewProxy: page.TelegramWebviewProxy !== undefined,
    miniAppInitData: currentMiniApp()?.initData ?? '',
  };
}
