/** The chat app's web-app bridge, when the page runs inside its mini app. */
interface ChatAppWebApp {
  close(): void;
}

/**
 * Closes the mini app through the chat app's bridge (`window.Telegram.WebApp.close`). Returns
 * false outside the mini app, where there is nothing to close.
 */
export function closeMiniApp(target: unknown = globalThis): boolean {
  const webApp = (target as { Telegram?: { WebApp?: Partial<ChatAppWebApp> } }).Telegram?.WebApp;
  if (typeof webApp?.close !== 'function') return false;
  webApp.close();
  return true;
}
