/**
 * Whether the page runs inside the chat app's in-app browser (Telegram), where the web-identity
 * provider's sign-in does not work (Google refuses embedded web views) and its button and
 * one-tap are hidden (login-and-shared.md §2). Telegram's Android browser names itself in the
 * user agent; its iOS browser does not, but injects `TelegramWebviewProxy`; a mini app carries
 * `Telegram.WebApp` with init data.
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

/** The traits of the running page; a page without a window (prerendering) has none. */
export function currentBrowserTraits(): BrowserTraits {
  if (typeof window === 'undefined') {
    return { userAgent: '', hasWebviewProxy: false, miniAppInitData: '' };
  }
  const page = window as unknown as {
    TelegramWebviewProxy?: unknown;
    Telegram?: { WebApp?: { initData?: unknown } };
  };
  const initData = page.Telegram?.WebApp?.initData;
  return {
    userAgent: navigator.userAgent,
    hasWebviewProxy: page.TelegramWebviewProxy !== undefined,
    miniAppInitData: typeof initData === 'string' ? initData : '',
  };
}
