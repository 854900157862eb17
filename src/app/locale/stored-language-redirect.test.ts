import { describe, expect, it } from 'vitest';
import { MINI_APP_LAUNCH_KEY } from '@/sign-in/browser/mini-app-hint';
import { storedLanguageRedirectScript } from './stored-language-redirect';

interface Visit {
  readonly cookie?: string;
  readonly pathname?: string;
  readonly search?: string;
  readonly hash?: string;
  readonly launchStored?: boolean;
  readonly storageThrows?: boolean;
}

const geo = { available: ['ka', 'ru', 'en'], pageLanguage: 'ka', pageUrl: '/login' };

/** Runs the script as the browser would, and returns where it sent the visitor, if anywhere. */
function run(visit: Visit, input = geo): string | undefined {
  const source = storedLanguageRedirectScript(input);
  let target: string | undefined;
  const location = {
    pathname: visit.pathname ?? '/login',
    search: visit.search ?? '',
    hash: visit.hash ?? '',
    replace: (url: string) => {
      target = url;
    },
  };
  const sessionStorage = {
    getItem: (key: string) => {
      if (visit.storageThrows) throw new Error('SecurityError');
      return visit.launchStored && key === MINI_APP_LAUNCH_KEY ? '{}' : null;
    },
  };
  const document = { cookie: visit.cookie ?? '' };
  new Function('location', 'sessionStorage', 'document', source)(
    location,
    sessionStorage,
    document,
  );
  return target;
}

describe('storedLanguageRedirectScript', () => {
  it('sends a visitor who picked another language to its page, query and fragment kept', () => {
    expect(run({ cookie: 'theme=dark; lang=ru', search: '?ref=1', hash: '#x' })).toBe(
      '/ru/login?ref=1#x',
    );
  });

  it('reads the cookie as the app writes it (URI-encoded)', () => {
    const eu = { available: ['en-EU', 'de-EU'], pageLanguage: 'en-EU', pageUrl: '/register' };
    expect(run({ cookie: 'lang=de-EU', pathname: '/register/' }, eu)).toBe('/de-EU/register');
    expect(run({ cookie: 'lang=de%2DEU', pathname: '/register' }, eu)).toBe('/de-EU/register');
  });

  it('keeps a folder the site is served under', () => {
    expect(run({ cookie: 'lang=en', pathname: '/auth/login' })).toBe('/auth/en/login');
  });

  it('stays without a cookie, with the page language, or a language the edition does not offer', () => {
    expect(run({})).toBeUndefined();
    expect(run({ cookie: 'lang=ka' })).toBeUndefined();
    expect(run({ cookie: 'lang=de' })).toBeUndefined();
    expect(run({ cookie: 'lang=RU' })).toBeUndefined();
    expect(run({ cookie: 'xlang=ru' })).toBeUndefined();
    expect(run({ cookie: 'lang=%E0%A4%A' })).toBeUndefined();
  });

  it("stays inside the mini app, whose user's language ranks above the cookie", () => {
    expect(run({ cookie: 'lang=ru', hash: '#tgWebAppData=user%3D1&tgWebAppVersion=8.0' })).toBe(
      undefined,
    );
    expect(run({ cookie: 'lang=ru', search: '?tgWebAppData=x' })).toBeUndefined();
    expect(run({ cookie: 'lang=ru', launchStored: true })).toBeUndefined();
  });

  it('still redirects when session storage cannot be read', () => {
    expect(run({ cookie: 'lang=ru', storageThrows: true })).toBe('/ru/login');
  });

  it('stays on a path that is not the page it was written for', () => {
    expect(run({ cookie: 'lang=ru', pathname: '/elsewhere' })).toBeUndefined();
  });

  it('is empty for an edition with one language', () => {
    expect(
      storedLanguageRedirectScript({ available: ['en'], pageLanguage: 'en', pageUrl: '/login' }),
    ).toBe('');
  });
});
