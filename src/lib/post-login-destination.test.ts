import {
  THIRD_PARTY_LOGIN_FALLBACK_PATH,
  defaultLandingPath,
  guideRedirectPath,
  miniAppDestination,
  oauthAuthorisedPath,
  type LandingContext,
} from './post-login-destination';

const desktop: LandingContext = {
  inChatApp: false,
  euAuthFlag: false,
  isChinaHost: false,
  isTurkeyOrSearchHost: false,
  isMobile: false,
  downloadsAllowed: true,
  isNewUser: false,
  lang: 'en',
};

describe('defaultLandingPath', () => {
  it('sends everyone else to the dashboard, flagged for new users', () => {
    expect(defaultLandingPath(desktop)).toBe('/en/dashboard');
    expect(defaultLandingPath({ ...desktop, isNewUser: true, lang: 'pt-BR' })).toBe(
      '/pt-BR/dashboard?newUser=true',
    );
  });

  it('sends chat-app visitors to the mini-app home before any other rule', () => {
    expect(
      defaultLandingPath({ ...desktop, inChatApp: true, euAuthFlag: true, isMobile: true }),
    ).toBe('/en/tg-app/app/home/');
  });

  it('sends the EU edition with its flag set to personal verification', () => {
    expect(defaultLandingPath({ ...desktop, euAuthFlag: true, isChinaHost: true })).toBe(
      '/user/accounts/auth/personal',
    );
  });

  it('sends China hosts, Turkey and search-provider hosts to the language home', () => {
    expect(defaultLandingPath({ ...desktop, isChinaHost: true, isMobile: true })).toBe('/en');
    expect(defaultLandingPath({ ...desktop, isTurkeyOrSearchHost: true, lang: 'tr-TUR' })).toBe(
      '/tr-TUR',
    );
  });

  it('sends mobile visitors to the download page where the edition allows downloads', () => {
    expect(defaultLandingPath({ ...desktop, isMobile: true })).toBe('/en/download');
    expect(defaultLandingPath({ ...desktop, isMobile: true, isNewUser: true })).toBe(
      '/en/download?newUser=true',
    );
    expect(defaultLandingPath({ ...desktop, isMobile: true, downloadsAllowed: false })).toBe(
      '/en/dashboard',
    );
  });
});

describe('guideRedirectPath', () => {
  it.each([
    ['guide_complete_kyc', '/user/accounts/auth/personal'],
    ['reject_guide_customer', '/tr/help-center/s/webform'],
    ['guide_trust_first', '/app/user/retrieve?from=trustFirst'],
    ['guide_account_info', '/app/user/account-info'],
    ['anything_else', '/app/user/security'],
    ['', '/app/user/security'],
  ])('%s goes to %s', (guideType, expected) => {
    expect(guideRedirectPath(guideType, 'tr')).toBe(expected);
  });
});

describe('other destinations', () => {
  it('falls back to the step-2 page after a third-party login without callback', () => {
    expect(THIRD_PARTY_LOGIN_FALLBACK_PATH).toBe('/user/accounts/auth/step2?type=experienced');
  });

  it('uses the mini-app redirect_url when it is a string, else the task page', () => {
    expect(miniAppDestination('/en/earn', 'en')).toBe('/en/earn');
    expect(miniAppDestination(null, 'ru-RU')).toBe('/ru-RU/min-app/task');
    expect(miniAppDestination(undefined, 'en')).toBe('/en/min-app/task');
  });

  it('carries the OAuth query to the authorised page', () => {
    expect(oauthAuthorisedPath('en', '?client_id=a&state=b')).toBe(
      '/en/oauth-authorized?client_id=a&state=b',
    );
    expect(oauthAuthorisedPath('en', 'client_id=a')).toBe('/en/oauth-authorized?client_id=a');
    expect(oauthAuthorisedPath('en', '')).toBe('/en/oauth-authorized');
  });
});
