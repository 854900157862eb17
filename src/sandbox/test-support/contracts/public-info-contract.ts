import type { SandboxHarness } from '../sandbox-harness';

/** Web config (camelCase), banner, captcha info, country list and white hosts. */
export function publicInfoContract({ client }: SandboxHarness): void {
  it('answers the web config in camelCase with captcha, download and gray settings', async () => {
    const answer = await client.post('/v3/config/web', {
      project_name: 'auth',
      keys: [
        'web_captcha_config',
        'web_download_config',
        'web_gray_config',
        'web_loginpage_config',
      ],
      language: 'tr-TR',
    });
    expect(answer.body).toMatchObject({ retCode: 0, retMsg: 'OK' });
    expect(answer.body).not.toHaveProperty('ret_code');

    const list = answer.body.result?.list as { key: string; language: string; value: string }[];
    const captcha = JSON.parse(list.find((e) => e.key === 'web_captcha_config')?.value ?? '{}');
    expect(Object.keys(captcha)).toEqual(
      expect.arrayContaining(['31000', '31001', '31004', '31005', '30245', '31013', '31014']),
    );
    expect(captcha['31000']).toEqual({
      completelyUseMagpieCatcha: true,
      useDowngrade: true,
      guidTailList: expect.any(Array),
      oldCapchaList: ['geecaptcha', 'recaptcha', 'qqcaptcha'],
      quality: 80,
    });
    expect(captcha['31013'].oldCapchaList).toEqual(['recaptcha']);
    expect(captcha['31014'].oldCapchaList).toEqual(['recaptcha']);
    const download = JSON.parse(list.find((e) => e.key === 'web_download_config')?.value ?? '{}');
    expect(download).toEqual({ ios: expect.any(String), android: expect.any(String), show: true });
    const gray = JSON.parse(list.find((e) => e.key === 'web_gray_config')?.value ?? '{}');
    expect(gray).toEqual({ userIdTails: ['0', '1', '2', '3', '5'] });
    // The campaign entries are the banner's.
    expect(list.find((e) => e.key === 'web_loginpage_config')).toBeUndefined();
  });

  it('answers the banner in snake case with the campaign entries in the requested language', async () => {
    const answer = await client.post('/v3/config/banner', {
      project_name: 'auth',
      keys: ['web_loginpage_config', 'web_signuppage_config'],
      properties: { language: 'tr-TR' },
    });
    expect(answer.body).toMatchObject({ ret_code: 0, ret_msg: 'OK' });
    const list = answer.body.result?.list as { key: string; language: string; value: string }[];
    expect(list.map((e) => [e.key, e.language])).toEqual([
      ['web_loginpage_config', 'tr-TR'],
      ['web_signuppage_config', 'tr-TR'],
    ]);
    expect(JSON.parse(list[0]?.value ?? '{}')).toMatchObject({
      title: expect.any(String),
      subtitle: expect.any(String),
      image: expect.stringMatching(/\.svg$/),
      image_link: '/fiat/trade/express/home',
    });
  });

  it('answers the register-button text only while its campaign runs (a page parameter)', async () => {
    const buttonText = async (referer?: string) => {
      const answer = await client.post(
        '/v3/config/banner',
        {
          project_name: 'auth',
          keys: ['web_signuppage_regist_button_text'],
          properties: { language: 'de-EU' },
        },
        referer ? { headers: { referer } } : undefined,
      );
      return answer.body.result?.list as { language: string; value: string }[];
    };
    expect(await buttonText()).toEqual([]);
    const list = await buttonText('http://localhost/de/register?sandbox_register_button=1');
    expect(list).toHaveLength(1);
    expect(JSON.parse(list[0]?.value ?? '{}')).toEqual({ text: 'Registrieren' });

    // Or for every page, until a reset: POST /x-api/__sandbox/campaigns.
    const on = await client.post('/__sandbox/campaigns', { registerButton: true });
    expect(on.body.result).toEqual({ registerButton: true });
    expect(await buttonText()).toHaveLength(1);
    const wrong = await client.post('/__sandbox/campaigns', { registerButton: 'maybe' });
    expect(wrong.body.ret_code).toBe(10001);
    await client.post('/__sandbox/reset');
    expect(await buttonText()).toEqual([]);
  });

  it('changes the login promo and the China hosts by the config switches, the page winning', async () => {
    const PAGE = 'http://localhost:5173/login';
    const valueOf = async (key: string, referer = PAGE) => {
      // The campaign entries come from the banner call, the settings from the web config.
      const answer =
        key === 'web_loginpage_config'
          ? await client.post(
              '/v3/config/banner',
              { project_name: 'web', keys: [key], properties: { language: 'en' } },
              { headers: { referer } },
            )
          : await client.post(
              '/v3/config/web',
              { project_name: 'web', keys: [key], language: 'en' },
              { headers: { referer } },
            );
      const list = answer.body.result?.list as { key: string; value: string }[];
      return JSON.parse(list.find((entry) => entry.key === key)?.value ?? '{}') as Record<
        string,
        unknown
      >;
    };
    expect(await valueOf('web_loginpage_config')).toMatchObject({
      web_login_signup_display_similar: false,
    });
    expect((await valueOf('web_login_entry_config'))['zhHostnameList']).toEqual([
      'cn.*',
      'zh.*',
      '*.cn.*',
      '*.zh.*',
      '*.cn',
    ]);

    const set = await client.post('/__sandbox/config', {
      loginPromoSimilar: true,
      zhHostnameList: ['zh.exchange.example'],
    });
    expect(set.body.result).toEqual({
      loginPromoSimilar: true,
      zhHostnames: ['zh.exchange.example'],
    });
    expect(await valueOf('web_loginpage_config')).toMatchObject({
      web_login_signup_display_similar: true,
      image_link: '/fiat/trade/express/home',
    });
    const entry = await valueOf('web_login_entry_config');
    expect(entry).toMatchObject({
      zhHostnameList: ['zh.exchange.example'],
      hideRedeemSite: ['TUR'],
    });

    const page = `${PAGE}?sandbox_login_promo_similar=0&sandbox_zh_hostnames=localhost,*.cn`;
    expect(await valueOf('web_loginpage_config', page)).toMatchObject({
      web_login_signup_display_similar: false,
    });
    expect((await valueOf('web_login_entry_config', page))['zhHostnameList']).toEqual([
      'localhost',
      '*.cn',
    ]);

    const refused = await client.post('/__sandbox/config', { loginPromoSimilar: 'yes' });
    expect(refused.body).toMatchObject({ ret_code: 10001 });
    await client.call('DELETE', '/__sandbox/config');
    expect(await valueOf('web_loginpage_config')).toMatchObject({
      web_login_signup_display_similar: false,
    });
  });

  it('answers a regional code with its language, an unknown one in en, and needs keys', async () => {
    const banner = async (language: string) => {
      const answer = await client.post('/v3/config/banner', {
        project_name: 'auth',
        keys: ['web_signuppage_config'],
        properties: { language },
      });
      return answer.body.result?.list as { language: string }[];
    };
    const kazakhstanRussian = await banner('ru-KAZ');
    expect(kazakhstanRussian).toHaveLength(1);
    expect(kazakhstanRussian[0]?.language).toBe('ru-RU');
    expect((await banner('xx-YY'))[0]?.language).toBe('en');

    const noKeys = await client.post('/v3/config/banner', { project_name: 'auth' });
    expect(noKeys.body.ret_code).toBe(10001);
  });

  it('lists the countries phone sign-up accepts: the country list without restricted ones', async () => {
    const answer = await client.get('/register/countryCode');
    expect(answer.body).toMatchObject({ ret_code: 0 });
    const list = answer.body.result?.list as Record<string, unknown>[];
    const codes = list.map((country) => country.code);
    expect(codes).toEqual(expect.arrayContaining(['GB', 'TR', 'KZ', 'DE', 'CI']));
    for (const restricted of ['US', 'CN', 'SG', 'IR']) expect(codes).not.toContain(restricted);
    expect(list.find((country) => country.code === 'TR')).toMatchObject({
      area_code: '90',
      name_en: 'Turkey',
      name_tr: 'Türkiye',
    });
    const all = await client.get('/v2/public/country-list');
    expect(list.length).toBeLessThan((all.body.result?.list as unknown[]).length);
  });

  it('serves the promo images it names', async () => {
    const response = await client.call('GET', '/__sandbox/assets/login-promo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers captcha info on both paths for the behaviour type only', async () => {
    for (const path of ['/v3/public/user/captcha-info', '/user/public/captcha-info']) {
      const answer = await client.get(`${path}?type=CAPTCHA_TYPE_BEHAVIOR_GEETEST&login_name=x`);
      expect(answer.body.result).toMatchObject({
        gt: expect.any(String),
        challenge: expect.any(String),
        sGt: expect.any(String),
        sChallenge: expect.any(String),
        success: 1,
        newCaptcha: true,
      });
    }
    const wrongType = await client.get('/v3/public/user/captcha-info?type=OTHER');
    expect(wrongType.body.ret_code).toBe(10001);
  });

  it('lists about 40 countries with dialling codes and translated names', async () => {
    const answer = await client.get('/v2/public/country-list?is_disable=1');
    const list = answer.body.result?.list as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(40);
    const byCode = new Map(list.map((country) => [country.code, country]));
    const expected: Record<string, string> = {
      GB: '44',
      TR: '90',
      KZ: '7',
      GE: '995',
      ID: '62',
      AE: '971',
      HK: '852',
      NL: '31',
      DE: '49',
      US: '1',
      CI: '225',
    };
    for (const [code, areaCode] of Object.entries(expected)) {
      expect(byCode.get(code)).toMatchObject({ area_code: areaCode, name_en: expect.any(String) });
    }
    expect(byCode.get('TR')).toMatchObject({ name_tr: 'Türkiye' });
    expect(byCode.get('US')).toMatchObject({ is_disable: 1 });
    expect(byCode.get('GB')).toMatchObject({ is_disable: 0 });
  });

  it('lists the whitelisted redirect origins, and fails on request like any other path', async () => {
    await client.post('/__sandbox/reset');
    const answer = await client.get('/user/public/get-white-hosts');
    expect(answer.body).toMatchObject({ ret_code: 0, ret_msg: 'OK' });
    expect(answer.body.result).toEqual({
      hosts: ['https://partner.example', 'https://pay.partner.example:8443'],
    });

    await client.post('/__sandbox/fail', { path: '/user/public/get-white-hosts', mode: 'http500' });
    expect((await client.get('/user/public/get-white-hosts')).status).toBe(500);
    await client.post('/__sandbox/fail', {
      path: '/x-api/user/public/get-white-hosts',
      mode: 'retCode',
      retCode: 10001,
    });
    expect((await client.get('/user/public/get-white-hosts')).body).toMatchObject({
      ret_code: 10001,
      result: null,
    });
    expect((await client.get('/user/public/get-white-hosts')).body.result).toEqual(
      answer.body.result,
    );
  });
}
