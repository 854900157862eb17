import { isChinaHostname, loginDestination, type DestinationInput } from './login-destination';

const base: DestinationInput = {
  search: '',
  origin: 'https://www.exchange.example',
  hostname: 'www.exchange.example',
  ownHosts: ['exchange.example'],
  language: 'en',
  downloadsAllowed: true,
  isMobile: false,
  inChatApp: false,
  siteCode: 'global',
  landsOnSiteHome: false,
  isNewUser: false,
};

describe('loginDestination', () => {
  it('follows a safe redirect_url and ignores an unsafe one', () => {
    expect(loginDestination({ ...base, search: '?redirect_url=/en/trade/spot' })).toBe(
      '/en/trade/spot',
    );
    expect(loginDestination({ ...base, search: '?redirect_url=https://evil.example/x' })).toBe(
      '/en/dashboard',
    );
    expect(loginDestination({ ...base, search: '?redirect_url=/en/login' })).toBe('/en/dashboard');
  });

  it('lands in the chat app on its home', () => {
    expect(loginDestination({ ...base, inChatApp: true })).toBe('/en/tg-app/app/home/');
  });

  it('sends an EU account without a KYC country to the personal verification', () => {
    const eu = { ...base, siteCode: 'EU', language: 'en-EU' };
    expect(loginDestination(eu, { country: '' })).toBe('/user/accounts/auth/personal');
    expect(loginDestination(eu, { country: 'DEU' })).toBe('/en-EU/dashboard');
    expect(loginDestination(base, { country: '' })).toBe('/en/dashboard');
  });

  it('lands on the site home on a China host and on Turkey', () => {
    expect(loginDestination({ ...base, hostname: 'cn.exchange.example' })).toBe('/en');
    expect(loginDestination({ ...base, landsOnSiteHome: true, language: 'tr-TUR' })).toBe(
      '/tr-TUR',
    );
  });

  it('sends mobile visitors to the download page where downloads are allowed', () => {
    expect(loginDestination({ ...base, isMobile: true })).toBe('/en/download');
    expect(loginDestination({ ...base, isMobile: true, isNewUser: true })).toBe(
      '/en/download?newUser=true',
    );
    expect(loginDestination({ ...base, isMobile: true, downloadsAllowed: false })).toBe(
      '/en/dashboard',
    );
    expect(loginDestination({ ...base, isNewUser: true })).toBe('/en/dashboard?newUser=true');
  });
});

describe('isChinaHostname', () => {
  it('recognises cn. and zh. hosts and .cn domains', () => {
    expect(isChinaHostname('cn.exchange.example')).toBe(true);
    expect(isChinaHostname('www.exchange.cn')).toBe(true);
    expect(isChinaHostname('zh.exchange.example')).toBe(true);
    expect(isChinaHostname('www.exchange.example')).toBe(false);
    expect(isChinaHostname('cnn.example')).toBe(false);
  });
});
