import { CAPTCHA_MODE_ENV, parseCaptchaModes, resolveCaptchaMode } from './captcha-modes';

describe('parseCaptchaModes', () => {
  it('reads a bare mode for every provider, provider:mode pairs, later entries winning', () => {
    expect(parseCaptchaModes('auto').modes).toEqual({ '*': 'auto' });
    expect(parseCaptchaModes('*:ok, magpie:load-fail,geecaptcha:hang,magpie:reject').modes).toEqual(
      {
        '*': 'ok',
        magpie: 'reject',
        geecaptcha: 'hang',
      },
    );
  });

  it('ignores what it does not know and says so', () => {
    expect(parseCaptchaModes('hcaptcha:ok,magpie:sometimes,recaptcha:primary-down')).toEqual({
      modes: { recaptcha: 'primary-down' },
      ignored: ['hcaptcha:ok', 'magpie:sometimes'],
    });
    expect(parseCaptchaModes(null).modes).toEqual({});
  });
});

describe('resolveCaptchaMode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('takes the page parameter, then the control, then SANDBOX_CAPTCHA, then ok', () => {
    vi.stubEnv(CAPTCHA_MODE_ENV, 'auto');
    const page = 'http://localhost:5173/login?sandbox_captcha=magpie:reject';
    expect(resolveCaptchaMode('magpie', { referer: page, controlled: { magpie: 'hang' } })).toBe(
      'reject',
    );
    expect(resolveCaptchaMode('geecaptcha', { referer: page, controlled: { '*': 'hang' } })).toBe(
      'hang',
    );
    expect(resolveCaptchaMode('recaptcha', { referer: page, controlled: {} })).toBe('auto');
    vi.stubEnv(CAPTCHA_MODE_ENV, '');
    expect(resolveCaptchaMode('recaptcha', { referer: null, controlled: {} })).toBe('ok');
  });

  it("prefers a provider's own entry over * within a source", () => {
    expect(
      resolveCaptchaMode('qqcaptcha', {
        referer: null,
        controlled: { '*': 'auto', qqcaptcha: 'reject' },
      }),
    ).toBe('reject');
  });
});
