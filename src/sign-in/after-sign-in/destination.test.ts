import { DEFAULT_ZH_HOSTNAMES } from '@/lib/china-hostnames';
import { signInDestination, type DestinationInput } from './destination';
import { sameOriginRedirectContext } from './redirect-context';

const base: DestinationInput = {
  search: '',
  hostname: 'www.exchange.example',
  zhHostnames: DEFAULT_ZH_HOSTNAMES,
  redirect: { origin: 'https://www.exchange.example', ownHosts: ['exchange.example'] },
  language: 'en',
  downloadsAllowed: true,
  isMobile: false,
  inChatApp: false,
  personalVerificationFirst: false,
  landsOnSiteHome: false,
  isNewUser: false,
};

describe('signInDestination after a login', () => {
  it('goes back to the OAuth request before anything else', () => {
    expect(
      signInDestination({
        ...base,
        search: '?redirect_url=/en/trade/spot',
        inChatApp: true,
        oauthReturn: '/en/oauth?client_id=demo-portfolio',
      }),
    ).toBe('/en/oauth?client_id=demo-portfolio');
  });

  it('follows a safe redirect_url and ignores an unsafe one', () => {
    expect(signInDestination({ ...base, search: '?redirect_url=/en/trade/spot' })).toBe(
      '/en/trade/spot',
    );
    expect(signInDestination({ ...base, search: '?redirect_url=https://evil.example/x' })).toBe(
      '/en/dashboard',
    );
    expect(signInDestination({ ...base, search: '?redirect_url=/en/login' })).toBe('/en/dashboard');
  });

  it('lands in the chat app on its home', () => {
    expect(signInDestination({ ...base, inChatApp: true })).toBe('/en/tg-app/app/home/');
  });

  it('inside the mini app: redirect_url when redirect safety allows it, else /{lang}/min-app/task', () => {
    const miniApp = { ...base, inChatApp: true, inMiniApp: true };
    expect(signInDestination(miniApp)).toBe('/en/min-app/task');
    expect(signInDestination({ ...miniApp, language: 'ar-SA' })).toBe('/ar-SA/min-app/task');
    expect(signInDestination({ ...miniApp, search: '?redirect_url=%2Fen%2Fearn' })).toBe(
      '/en/earn',
    );
    expect(
      signInDestination({ ...miniApp, search: '?redirect_url=https%3A%2F%2Fevil.example%2F' }),
    ).toBe('/en/min-app/task');
  });

  it('sends an EU account without a KYC country to the personal verification', () => {
    const eu = { ...base, personalVerificationFirst: true, language: 'en-EU' };
    expect(signInDestination(eu, { country: '' })).toBe('/user/accounts/auth/personal');
    expect(signInDestination(eu, { country: 'DEU' })).toBe('/en-EU/dashboard');
    expect(signInDestination(base, { country: '' })).toBe('/en/dashboard');
  });

  it('lands on the site home on a China host and on Turkey', () => {
    expect(signInDestination({ ...base, hostname: 'cn.exchange.example' })).toBe('/en');
    expect(signInDestination({ ...base, landsOnSiteHome: true, language: 'tr-TUR' })).toBe(
      '/tr-TUR',
    );
  });

  it('sends mobile visitors to the download page where downloads are allowed', () => {
    expect(signInDestination({ ...base, isMobile: true })).toBe('/en/download');
    expect(signInDestination({ ...base, isMobile: true, isNewUser: true })).toBe(
      '/en/download?newUser=true',
    );
    expect(signInDestination({ ...base, isMobile: true, downloadsAllowed: false })).toBe(
      '/en/dashboard',
    );
    expect(signInDestination({ ...base, isNewUser: true })).toBe('/en/dashboard?newUser=true');
  });
});

describe("signInDestination on the config's China hosts", () => {
  it("reads the China hosts from the config's list when it has one", () => {
    const listed = { ...base, zhHostnames: ['www.exchange-zh.example'] };
    expect(signInDestination({ ...listed, hostname: 'www.exchange-zh.example' })).toBe('/en');
    // The list replaces the default one: a cn. host it does not name is an ordinary host.
    expect(signInDestination({ ...listed, hostname: 'cn.exchange.example' })).toBe('/en/dashboard');
  });
});

/** A logged-in visitor on the register page: redirect_url within this origin only. */
const loggedInDestination = (input: Omit<DestinationInput, 'redirect' | 'isNewUser'>) =>
  signInDestination({
    ...input,
    redirect: sameOriginRedirectContext('https://www.exchange.example'),
    isNewUser: false,
  });
/** After a registration: the product's own hosts are allowed, and the landing says newUser. */
const registeredDestination = (input: Omit<DestinationInput, 'isNewUser'>) =>
  signInDestination({ ...input, isNewUser: true });

const registerBase: Omit<DestinationInput, 'redirect' | 'isNewUser'> = {
  hostname: 'www.exchange.example',
  zhHostnames: DEFAULT_ZH_HOSTNAMES,
  inChatApp: false,
  personalVerificationFirst: false,
  search: '',
  language: 'en',
  downloadsAllowed: true,
  isMobile: false,
  landsOnSiteHome: false,
};

describe('signInDestination for a logged-in visitor on the register page', () => {
  it('follows a same-origin redirect_url, absolute, protocol-relative or a path', () => {
    expect(
      loggedInDestination({
        ...registerBase,
        search: '?redirect_url=https%3A%2F%2Fwww.exchange.example%2Fen%2Ftrade',
      }),
    ).toBe('https://www.exchange.example/en/trade');
    expect(
      loggedInDestination({
        ...registerBase,
        search: '?redirect_url=%2F%2Fwww.exchange.example%2Fearn',
      }),
    ).toBe('https://www.exchange.example/earn');
    expect(loggedInDestination({ ...registerBase, search: '?redirect_url=/en/assets' })).toBe(
      '/en/assets',
    );
  });
  it('ignores other origins, even the product’s own domains, and sign-in pages', () => {
    expect(
      loggedInDestination({
        ...registerBase,
        search: '?redirect_url=https%3A%2F%2Feu.exchange.example%2Fx',
      }),
    ).toBe('/en/dashboard');
    expect(
      loggedInDestination({ ...registerBase, search: '?redirect_url=https%3A%2F%2Fevil.example' }),
    ).toBe('/en/dashboard');
    expect(loggedInDestination({ ...registerBase, search: '?redirect_url=/en/register' })).toBe(
      '/en/dashboard',
    );
  });
  it('lands on the site home on Turkey and on the download page for mobile visitors', () => {
    expect(
      loggedInDestination({ ...registerBase, language: 'tr-TUR', landsOnSiteHome: true }),
    ).toBe('/tr-TUR');
    expect(loggedInDestination({ ...registerBase, isMobile: true })).toBe('/en/download');
  });
});

describe('signInDestination after a registration', () => {
  const withHosts = {
    ...registerBase,
    redirect: { origin: 'https://www.exchange.example', ownHosts: ['exchange.example'] },
  };
  it('goes to the default destination with newUser=true', () => {
    expect(registeredDestination(withHosts)).toBe('/en/dashboard?newUser=true');
    expect(registeredDestination({ ...withHosts, isMobile: true })).toBe(
      '/en/download?newUser=true',
    );
  });
  it('follows a safe redirect_url, including the product’s own https domains', () => {
    expect(
      registeredDestination({
        ...withHosts,
        search: '?redirect_url=https%3A%2F%2Feu.exchange.example%2Fx',
      }),
    ).toBe('https://eu.exchange.example/x');
    expect(
      registeredDestination({ ...withHosts, search: '?redirect_url=https%3A%2F%2Fevil.example' }),
    ).toBe('/en/dashboard?newUser=true');
  });
});

const thirdPartyInput: DestinationInput = {
  hostname: 'localhost',
  zhHostnames: DEFAULT_ZH_HOSTNAMES,
  personalVerificationFirst: false,
  isNewUser: true,
  search: '',
  redirect: { origin: 'http://localhost:4180', ownHosts: ['localhost'] },
  language: 'en',
  downloadsAllowed: true,
  isMobile: false,
  inChatApp: false,
  landsOnSiteHome: false,
};

describe('signInDestination after a third-party registration', () => {
  it('lands a new user on the dashboard with newUser=true', () => {
    expect(signInDestination(thirdPartyInput)).toBe('/en/dashboard?newUser=true');
  });

  it('sends a new mobile user to the download page where downloads are allowed', () => {
    expect(signInDestination({ ...thirdPartyInput, isMobile: true })).toBe(
      '/en/download?newUser=true',
    );
  });

  it('honours an allowed redirect_url and ignores a foreign one', () => {
    expect(signInDestination({ ...thirdPartyInput, search: '?redirect_url=/en/trade' })).toBe(
      '/en/trade',
    );
    expect(
      signInDestination({ ...thirdPartyInput, search: '?redirect_url=https://evil.example/x' }),
    ).toBe('/en/dashboard?newUser=true');
  });
});
