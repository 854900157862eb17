/**
 * Whether this page may be inside Telegram's mini app, without reading its launch parameters:
 * they are in the address (`tgWebAppData`) or kept for the tab from an earlier page of the same
 * mini app. Only then does the page load the mini app's code (src/app/mini-app, which reads them;
 * docs/mini-app.md, "Launch"). Kept tiny: every page runs it.
 */
export const MINI_APP_LAUNCH_KEY = 'chat-app.launch';

/** Telegram's launch data in an address's fragment or query (`#tgWebAppData=…`). */
export const MINI_APP_DATA_PATTERN = /[#?&]tgWebAppData=/;

export function mayBeMiniApp(): boolean {
  if (typeof window === 'undefined') return false;
  if (MINI_APP_DATA_PATTERN.test(window.location.hash + window.location.search)) return true;
  try {
    return window.sessionStorage.getItem(MINI_APP_LAUNCH_KEY) !== null;
  } catch {
    return false;
  }
}
