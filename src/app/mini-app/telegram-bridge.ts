/**
 * Our one door to Telegram's mini-app bridge (docs/mini-app.md, "Talking to Telegram"), through
 * `@tma.js/bridge`: it knows each client's transport (the webview proxy on Android, iOS and
 * desktop, postMessage to the parent frame on Telegram Web) and its incoming-event hooks, which
 * we would otherwise re-learn from Telegram's sources. Calls a client's Bot API version does not
 * support are skipped, never sent.
 */
import { on, postEvent, setTargetOrigin, supports, type PostEventFn } from '@tma.js/bridge';

type MethodName = Parameters<typeof supports>[0];

export interface TelegramBridge {
  /** Posts a method when this client supports it; returns whether it was posted. */
  post(method: MethodName, params?: unknown): boolean;
  /** Listens to one of Telegram's events; returns the function that stops listening. */
  listen(event: string, listener: (payload: unknown) => void): () => void;
  readonly version: string;
}

/** `webOrigin` is where Telegram Web frames the mini app ('' = this page's own origin). */
export function createTelegramBridge(version: string, webOrigin: string): TelegramBridge {
  setTargetOrigin(webOrigin === '' ? window.location.origin : webOrigin);
  const supported = (method: MethodName) => {
    try {
      return supports(method, version);
    } catch {
      // An unknown or missing version: the methods every client has since 6.0 still work.
      return false;
    }
  };
  return {
    version,
    post(method, params) {
      if (!ALWAYS_AVAILABLE.has(method) && !supported(method)) return false;
      try {
        (postEvent as (name: string, payload?: unknown) => ReturnType<PostEventFn>)(method, params);
        return true;
      } catch (error) {
        // Outside any Telegram transport (a page opened by hand with launch parameters).
        console.warn('Telegram bridge:', error);
        return false;
      }
    },
    listen(event, listener) {
      return (on as (name: string, fn: (payload: unknown) => void) => () => void)(event, listener);
    },
  };
}

/** Methods of the first mini-app release (6.0): no version check needed. */
const ALWAYS_AVAILABLE = new Set<string>([
  'web_app_ready',
  'web_app_expand',
  'web_app_close',
  'web_app_open_link',
  'web_app_request_theme',
  'web_app_request_viewport',
  'web_app_setup_main_button',
]);
