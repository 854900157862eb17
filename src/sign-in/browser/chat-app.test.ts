import { isChatAppBrowser } from './chat-app';

const plain = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  hasWebviewProxy: false,
  miniAppInitData: '',
};

describe('isChatAppBrowser', () => {
  it('is false in an ordinary browser', () => {
    expect(isChatAppBrowser(plain)).toBe(false);
  });

  it("recognises Telegram's Android browser by its user agent", () => {
    expect(
      isChatAppBrowser({
        ...plain,
        userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Telegram-Android/11.2.0',
      }),
    ).toBe(true);
  });

  it("recognises Telegram's iOS browser by its webview proxy, and the mini app by its init data", () => {
    expect(isChatAppBrowser({ ...plain, hasWebviewProxy: true })).toBe(true);
    expect(
      isChatAppBrowser({ ...plain, miniAppInitData: 'query_id=AAH&user=%7B%7D&hash=abc' }),
    ).toBe(true);
  });

  it('recognises the chat app by its name as a word in the user agent, on any platform', () => {
    const ua = (userAgent: string) => isChatAppBrowser({ ...plain, userAgent });
    expect(ua('Mozilla/5.0 Chrome/126')).toBe(false);
    expect(ua('Mozilla/5.0 Telegram-Android/11.2')).toBe(true);
    expect(ua('Mozilla/5.0 Telegrammar/1.0')).toBe(false);
    expect(ua('Mozilla/5.0 (iPhone) Telegram 11.2')).toBe(true);
  });
});
