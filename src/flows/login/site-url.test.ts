import { siteUrl } from './site-url';

const hosts = {
  global: ['localhost', 'global.localhost'],
  nld: ['nld.localhost'],
  eu: ['www.exchange.eu'],
};

describe('siteUrl', () => {
  it("points at the site's edition host, keeping the sandbox port", () => {
    const local = { protocol: 'http:', hostname: 'eu.localhost', port: '4180' };
    expect(siteUrl('NLD', hosts, local)).toBe('http://nld.localhost:4180/');
    expect(siteUrl('global', hosts, local)).toBe('http://global.localhost:4180/');
  });

  it('uses the first production host and never carries a port there', () => {
    const live = { protocol: 'https:', hostname: 'www.exchange.example', port: '' };
    expect(siteUrl('EU', hosts, live, '/login')).toBe('https://www.exchange.eu/login');
  });

  it('answers null for a site without an edition', () => {
    expect(siteUrl('KAZ', hosts, { protocol: 'https:', hostname: 'x', port: '' })).toBeNull();
  });
});
