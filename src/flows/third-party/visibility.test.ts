import { thirdPartyVisibility, type VisibilityInput } from './visibility';

const global: VisibilityInput = {
  providers: ['google', 'apple', 'telegram'],
  oneTap: true,
  hiddenByCompliance: false,
  ipInfo: { code: 'GB', is_visible: 1 },
  inChatAppBrowser: false,
};

describe('thirdPartyVisibility', () => {
  it('shows the edition list and one-tap when nothing hides them', () => {
    expect(thirdPartyVisibility(global)).toEqual({
      providers: ['google', 'apple', 'telegram'],
      oneTap: true,
    });
  });

  it("hides everything when the site-compliance action is 'hide'", () => {
    expect(thirdPartyVisibility({ ...global, hiddenByCompliance: true })).toEqual({
      providers: [],
      oneTap: false,
    });
  });

  it('hides Google and one-tap inside the chat-app in-app browser', () => {
    expect(thirdPartyVisibility({ ...global, inChatAppBrowser: true })).toEqual({
      providers: ['apple', 'telegram'],
      oneTap: false,
    });
  });

  it('hides Google, Telegram and one-tap for a Chinese IP', () => {
    expect(thirdPartyVisibility({ ...global, ipInfo: { code: 'CN', is_visible: 1 } })).toEqual({
      providers: ['apple'],
      oneTap: false,
    });
    expect(
      thirdPartyVisibility({ ...global, ipInfo: { code: 'cn', is_visible: 1 } }).providers,
    ).toEqual(['apple']);
  });

  it('hides only one-tap when is_visible is 0', () => {
    expect(thirdPartyVisibility({ ...global, ipInfo: { code: 'US', is_visible: 0 } })).toEqual({
      providers: ['google', 'apple', 'telegram'],
      oneTap: false,
    });
  });

  it('follows the manifest: KAZ without Google (one-tap off), TUR with none', () => {
    expect(
      thirdPartyVisibility({ ...global, providers: ['apple', 'telegram'], oneTap: false }),
    ).toEqual({ providers: ['apple', 'telegram'], oneTap: false });
    expect(thirdPartyVisibility({ ...global, providers: [], oneTap: false })).toEqual({
      providers: [],
      oneTap: false,
    });
  });

  it('hides nothing on account of an IP lookup that failed', () => {
    expect(thirdPartyVisibility({ ...global, ipInfo: undefined })).toEqual({
      providers: ['google', 'apple', 'telegram'],
      oneTap: true,
    });
  });
});
