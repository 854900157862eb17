import type { EditionSite } from '@/editions/edition-site';
import { siteUrl } from './site-url';

const site = (hosts: string[]): Pick<EditionSite, 'hosts'> => ({ hosts });
const global = site(['localhost', 'global.localhost']);
const nld = site(['nld.localhost']);
const eu = site(['www.exchange.eu']);

describe('siteUrl', () => {
  it("points at the site's edition host, keeping the sandbox port", () => {
    const local = { protocol: 'http:', hostname: 'eu.localhost', port: '4180' };
    expect(siteUrl(nld, local)).toBe('http://nld.localhost:4180/');
    expect(siteUrl(global, local)).toBe('http://global.localhost:4180/');
  });

  it('uses the first production host and never carries a port there', () => {
    const live = { protocol: 'https:', hostname: 'www.exchange.example', port: '' };
    expect(siteUrl(eu, live, '/login')).toBe('https://www.exchange.eu/login');
  });

  it('answers null for a site without an edition', () => {
    expect(siteUrl(undefined, { protocol: 'https:', hostname: 'x', port: '' })).toBeNull();
    expect(siteUrl(site([]), { protocol: 'https:', hostname: 'x', port: '' })).toBeNull();
  });
});
