import {
  providerCaptchaScripts,
  providerScripts,
  sandboxSettings,
  telegramMiniApp,
  type EnvironmentSettings,
} from '../../src/config/environments';
import type { EditionManifest } from '../../src/editions/manifest-schema';
import { loadEditionOrThrow } from './editions';
import {
  EMPTY_STYLE_HASH,
  editionSecurityPolicy,
  formatCsp,
  securityHeaders,
  sourceOf,
  type EditionSecurityPolicy,
} from './security-headers';

const INLINE = {
  scripts: ["'sha256-script1='", "'sha256-script2='"],
  styles: ["'sha256-style1='"],
};

/** A live environment as the deployment settings give one (scripts from the providers). */
const live: EnvironmentSettings = {
  ...sandboxSettings,
  name: 'production',
  apiBase: 'https://api.exchange.example',
  scriptOrigin: '',
  thirdParty: { ...sandboxSettings.thirdParty, scripts: providerScripts },
  captcha: {
    ...sandboxSettings.captcha,
    scripts: providerCaptchaScripts,
    newCaptcha: {
      scripts: ['https://captcha.exchange.example/magpie/v1/magpie.js'],
      captchaId: 'w',
    },
  },
  miniApp: telegramMiniApp,
  analytics: {
    metricsUrl: 'https://metrics.exchange.example/v1/collect',
    appIds: sandboxSettings.analytics.appIds,
  },
};

async function manifestOf(id: string): Promise<EditionManifest> {
  return (await loadEditionOrThrow(id)).manifest;
}

const at = (path: string) => new URL(path, 'https://eu.exchange.example');
const noClients = () => [];

function cspOf(headers: Record<string, string>): Map<string, string[]> {
  return new Map(
    headers['content-security-policy']!.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );
}

describe('editionSecurityPolicy', () => {
  let eu: EditionManifest;
  let global: EditionManifest;
  let tur: EditionManifest;
  beforeAll(async () => {
    eu = await manifestOf('eu');
    global = await manifestOf('global');
    tur = await manifestOf('tur');
  });

  it("lists only the page's own origin in the sandbox, where every stand-in is same-origin", () => {
    const { csp, headers } = editionSecurityPolicy({
      manifest: eu,
      environment: sandboxSettings,
      inline: INLINE,
    });
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual([
      "'self'",
      ...INLINE.scripts,
      // eu offers Telegram sign-in: its widget evaluates data-onauth.
      "'unsafe-eval'",
    ]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['style-src']).toEqual(["'self'", EMPTY_STYLE_HASH, ...INLINE.styles]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // http://eu.localhost: no HSTS, which would pin every *.localhost site to https.
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('never allows inline scripts or inline style attributes wholesale', () => {
    for (const environment of [sandboxSettings, live]) {
      for (const manifest of [eu, global, tur]) {
        const { csp } = editionSecurityPolicy({ manifest, environment, inline: INLINE });
        expect(formatCsp(csp)).not.toContain("'unsafe-inline'");
        expect(formatCsp(csp)).not.toMatch(/(^|\s)\*(\s|;|$)/);
      }
    }
  });

  it("lists the origins a live edition's captcha scenes and sign-in providers load", () => {
    const { csp, headers } = editionSecurityPolicy({
      manifest: eu,
      environment: live,
      inline: INLINE,
    });
    const scripts = csp['script-src']!;
    // The new captcha, recaptcha (eu's only old captcha) and its mirror, Google, Apple, Telegram.
    for (const origin of [
      'https://captcha.exchange.example',
      'https://www.google.com',
      'https://www.recaptcha.net',
      'https://www.gstatic.com/recaptcha/',
      'https://accounts.google.com',
      'https://appleid.cdn-apple.com',
      'https://telegram.org',
    ]) {
      expect(scripts, origin).toContain(origin);
    }
    // Not the captchas only other editions use.
    expect(scripts.join(' ')).not.toMatch(/geetest|geevisit|qcloud|captcha\.qq/);
    expect(csp['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.recaptcha.net/recaptcha/',
      'https://accounts.google.com/gsi/',
      'https://appleid.apple.com',
      'https://oauth.telegram.org',
    ]);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.exchange.example',
        'https://captcha.exchange.example',
        'https://metrics.exchange.example',
        'https://accounts.google.com/gsi/',
        'https://www.google.com/recaptcha/',
      ]),
    );
    // The mini app's bot picture and Telegram users' pictures.
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://t.me']));
    expect(csp['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['permissions-policy']).toContain('identity-credentials-get=(self)');
  });

  it("follows the manifest's captcha lists: the global edition adds Geetest and Tencent", () => {
    const { csp } = editionSecurityPolicy({ manifest: global, environment: live, inline: INLINE });
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        'https://static.geetest.com',
        'https://api.geetest.com',
        'https://turing.captcha.qcloud.com',
      ]),
    );
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://turing.captcha.qcloud.com']));
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://static.geetest.com']));
  });

  it('leaves out what a manifest does not enable (no sign-in providers: no Google, no eval)', () => {
    expect(tur.thirdParty.providers).toEqual([]);
    const { csp, headers } = editionSecurityPolicy({
      manifest: tur,
      environment: live,
      inline: INLINE,
    });
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(formatCsp(csp)).not.toMatch(/accounts\.google|apple|telegram\.org/);
    expect(headers['permissions-policy']).toContain('identity-credentials-get=()');
  });

  it('reads data, not edition ids: the same manifest under another id gives the same policy', () => {
    const renamed = { ...eu, id: 'zz', siteCode: 'ZZ' } as EditionManifest;
    const a = editionSecurityPolicy({ manifest: eu, environment: live, inline: INLINE });
    const b = editionSecurityPolicy({ manifest: renamed, environment: live, inline: INLINE });
    expect(b.csp).toEqual(a.csp);
    expect(b.headers).toEqual(a.headers);
    const withoutTelegram = {
      ...eu,
      thirdParty: { ...eu.thirdParty, providers: ['google'] },
    } as EditionManifest;
    const c = editionSecurityPolicy({
      manifest: withoutTelegram,
      environment: live,
      inline: INLINE,
    });
    expect(c.csp['script-src']).not.toContain("'unsafe-eval'");
    expect(c.csp['frame-src']).not.toContain('https://oauth.telegram.org');
  });

  it('has no new captcha origin where the environment has no new captcha', () => {
    const environment = { ...live, captcha: { ...live.captcha, newCaptcha: null } };
    const { csp } = editionSecurityPolicy({ manifest: eu, environment, inline: INLINE });
    expect(formatCsp(csp)).not.toContain('captcha.exchange.example');
  });
});

describe('securityHeaders', () => {
  let policy: EditionSecurityPolicy;
  beforeAll(async () => {
    policy = editionSecurityPolicy({
      manifest: await manifestOf('eu'),
      environment: live,
      inline: INLINE,
    });
  });

  it('denies framing an ordinary page, with the strict referrer policy', () => {
    const headers = securityHeaders(at('/en-EU/login'), policy, noClients);
    expect(cspOf(headers).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toBe(
      `${formatCsp(policy.csp)}; frame-ancestors 'none'`,
    );
  });

  it("lets the edition's widget hosts frame a widget page, which keeps a same-origin referrer", () => {
    const headers = securityHeaders(at('/login?embed=w1'), policy, noClients);
    expect(cspOf(headers).get('frame-ancestors')).toEqual(['https://eu.exchange.example']);
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('x-frame-options');
    expect(cspOf(headers).get('script-src')).toEqual(policy.csp['script-src']);
  });

  it("lets Telegram Web frame the mini app's pages", () => {
    const headers = securityHeaders(at('/ar/telegram-register-login'), policy, noClients);
    expect(cspOf(headers).get('frame-ancestors')).toEqual(['https://web.telegram.org']);
    expect(headers).not.toHaveProperty('x-frame-options');
  });

  it("keeps the OAuth rules and allows the client's logo from any https host there only", () => {
    const framed = securityHeaders(at('/oauth?client_id=c1'), policy, (id) =>
      id === 'c1' ? ['https://client.example'] : [],
    );
    expect(cspOf(framed).get('frame-ancestors')).toEqual(['https://client.example']);
    expect(cspOf(framed).get('img-src')).toContain('https:');
    expect(framed['referrer-policy']).toBe('same-origin');
    const closed = securityHeaders(at('/en/oauth-login'), policy, noClients);
    expect(cspOf(closed).get('frame-ancestors')).toEqual(["'none'"]);
    expect(closed['x-frame-options']).toBe('DENY');
    expect(cspOf(securityHeaders(at('/login'), policy, noClients)).get('img-src')).not.toContain(
      'https:',
    );
  });

  it("keeps the Turkey bridge popup's cross-origin opener: COOP unsafe-none there only", () => {
    for (const page of [
      '/en/tr-authorized?type=BIND_TR',
      '/tr-authorized',
      // The popup's sign-in on the main site, which comes back to the popup.
      '/en/login?type=LOGIN_TR&redirect_url=%2Fen%2Ftr-authorized%3Ftype%3DLOGIN_TR',
    ]) {
      const headers = securityHeaders(at(page), policy, noClients);
      expect(headers['cross-origin-opener-policy'], page).toBe('unsafe-none');
      expect(cspOf(headers).get('frame-ancestors'), page).toEqual(["'none'"]);
    }
    for (const page of ['/en/tr-authorized-x', '/en/login?next=/tr-authorized', '/login?type=x']) {
      const headers = securityHeaders(at(page), policy, noClients);
      expect(headers['cross-origin-opener-policy'], page).toBe('same-origin-allow-popups');
    }
  });

  it('sends every base header on every page', () => {
    for (const page of ['/login', '/register?embed=x', '/telegram-register-login', '/oauth']) {
      const headers = securityHeaders(at(page), policy, noClients);
      for (const name of [
        'x-content-type-options',
        'permissions-policy',
        'cross-origin-opener-policy',
        'strict-transport-security',
      ]) {
        expect(headers[name], `${page} ${name}`).toBe(policy.headers[name]);
      }
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
    }
  });
});

describe('sourceOf', () => {
  it("is 'self' for a same-origin path and the origin of an absolute URL", () => {
    expect(sourceOf('/sandbox-scripts/gt.js')).toBe("'self'");
    expect(sourceOf('')).toBe("'self'");
    expect(sourceOf('https://www.google.com/recaptcha/api.js?render=explicit')).toBe(
      'https://www.google.com',
    );
  });
});
