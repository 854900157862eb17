/**
 * Whether the host page runs inside the chat app's web view (Telegram's in-app browser or mini
 * app). There the loader never reloads the host page after `success`
 * (docs/embedding.md, "Reload after success"): the spec reloads "unless inside a chat-app web view", and a reload would drop
 * the launch data the chat app handed the page.
 */
export function inChatAppWebView(win: Window): boolean {
  const telegram = (win as { Telegram?: { WebApp?: { initData?: unknown } } }).Telegram;
  return 'TelegramWebviewProxy' in win || Boolean(telegram?.WebApp?.initData);
}
