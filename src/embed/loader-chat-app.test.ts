import { inChatAppWebView } from './loader-chat-app';

describe('inChatAppWebView', () => {
  it('is true in Telegram’s web view (its bridge, or a mini app with launch data) only', () => {
    expect(inChatAppWebView({} as Window)).toBe(false);
    expect(inChatAppWebView({ TelegramWebviewProxy: {} } as unknown as Window)).toBe(true);
    expect(
      inChatAppWebView({ Telegram: { WebApp: { initData: 'query_id=1' } } } as unknown as Window),
    ).toBe(true);
    // Telegram's script on an ordinary page (no launch data) is not the web view.
    expect(inChatAppWebView({ Telegram: { WebApp: { initData: '' } } } as unknown as Window)).toBe(
      false,
    );
  });
});
