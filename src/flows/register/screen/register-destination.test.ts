import { loggedInDestination, registeredDestination } from './register-destination';

const base = {
  search: '',
  origin: 'https://www.exchange.example',
  language: 'en',
  downloadsAllowed: true,
  isMobile: false,
  landsOnSiteHome: false,
};

describe('loggedInDestination', () => {
  it('follows a same-origin redirect_url, absolute, protocol-relative or a path', () => {
    expect(
      loggedInDestination({
        ...base,
        search: '?redirect_url=https%3A%2F%2Fwww.exchange.example%2Fen%2Ftrade',
      }),
    ).toBe('https://www.exchange.example/en/trade');
    expect(
      loggedInDestination({ ...base, search: '?redirect_url=%2F%2Fwww.exchange.example%2Fearn' }),
    ).toBe('https://www.exchange.example/earn');
    expect(loggedInDestination({ ...base, search: '?redirect_url=/en/assets' })).toBe('/en/assets');
  });
  it('ignores other origins, even the product’s own domains, and sign-in pages', () => {
    expect(
      loggedInDestination({
        ...base,
        search: '?redirect_url=https%3A%2F%2Feu.exchange.example%2Fx',
      }),
    ).toBe('/en/dashboard');
    expect(
      loggedInDestination({ ...base, search: '?redirect_url=https%3A%2F%2Fevil.example' }),
    ).toBe('/en/dashboard');
    expect(loggedInDestination({ ...base, search: '?redirect_url=/en/register' })).toBe(
      '/en/dashboard',
    );
  });
  it('lands on the site home on Turkey and on the download page for mobile visitors', () => {
    expect(loggedInDestination({ ...base, language: 'tr-TUR', landsOnSiteHome: true })).toBe(
      '/tr-TUR',
    );
    expect(loggedInDestination({ ...base, isMobile: true })).toBe('/en/download');
  });
});

describe('registeredDestination', () => {
  const withHosts = { ...base, ownHosts: ['exchange.example'] };
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
