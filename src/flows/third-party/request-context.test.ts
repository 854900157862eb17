import { thirdPartyEventDetail, thirdPartyRequestContext, type PageFacts } from './request-context';

const page: PageFacts = {
  referrer: '',
  href: 'https://www.exchange.example/register?ref=LINKREF',
  search: '?ref=LINKREF',
  chatIdentity: '',
  liveCountry: 'GB',
};

describe('thirdPartyRequestContext', () => {
  it('uses the referrer as location_link, else the current URL', () => {
    expect(thirdPartyRequestContext('login', undefined, page).locationLink).toBe(page.href);
    expect(
      thirdPartyRequestContext('login', undefined, { ...page, referrer: 'https://news.example/' })
        .locationLink,
    ).toBe('https://news.example/');
  });

  it('takes live_country_code from session storage currentCountry (via the page facts)', () => {
    expect(thirdPartyRequestContext('login', undefined, page).liveCountryCode).toBe('GB');
    expect(
      thirdPartyRequestContext('login', undefined, { ...page, liveCountry: null }),
    ).not.toHaveProperty('liveCountryCode');
  });

  it("register: the form's referral code, manually modified when it is not the link's", () => {
    expect(thirdPartyRequestContext('register', 'LINKREF', page)).toMatchObject({
      userCode: 'LINKREF',
      isManuallyModifyUserCode: false,
      regLiveCountry: 'GB',
    });
    expect(thirdPartyRequestContext('register', 'TYPED', page)).toMatchObject({
      userCode: 'TYPED',
      isManuallyModifyUserCode: true,
    });
    expect(thirdPartyRequestContext('register', '  ', page)).toMatchObject({
      userCode: undefined,
      isManuallyModifyUserCode: false,
    });
  });

  it("login: the link's referral code, never manually modified, no residence", () => {
    const context = thirdPartyRequestContext('login', 'IGNORED', page);
    expect(context).toMatchObject({ userCode: 'LINKREF', isManuallyModifyUserCode: false });
    expect(context.regLiveCountry).toBeUndefined();
  });

  it("carries the mini app's chat identity as telegram_callback_mini when there is one", () => {
    const context = thirdPartyRequestContext('login', undefined, {
      ...page,
      chatIdentity: '{"id":"1"}',
    });
    expect(context.telegramCallback).toBe('{"id":"1"}');
    expect(context.inMiniApp).toBe(true);
    expect(thirdPartyRequestContext('login', undefined, page)).not.toHaveProperty(
      'telegramCallback',
    );
  });
});

describe('thirdPartyEventDetail', () => {
  it("names the link's Telegram source and whether the referral code was typed by hand", () => {
    const fromTelegram = { ...page, search: '?ref=LINKREF&tg_source=live' };
    const typed = thirdPartyRequestContext('register', 'MYCODE', fromTelegram);
    expect(thirdPartyEventDetail(typed, fromTelegram)).toEqual({
      tgSource: 'live',
      isManuallyModifyUserCode: true,
    });
    const login = thirdPartyRequestContext('login', undefined, page);
    expect(thirdPartyEventDetail(login, { search: '?tg_source=unknown' })).toEqual({
      tgSource: undefined,
      isManuallyModifyUserCode: false,
    });
  });
});
