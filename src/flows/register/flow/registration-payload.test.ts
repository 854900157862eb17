import {
  commonRegisterPayload,
  firstRegisterCallPassword,
  passwordStepBody,
  registerBody,
  sendCodePayload,
  type RegistrationPageFacts,
} from './registration-payload';

const facts: RegistrationPageFacts = {
  channelInfo: { medium: 'referral', ref: 'SANDBOXREF', userCode: 'SANDBOXREF', source: 'x' },
  registChannel: 'web',
  userCode: 'SANDBOXREF',
  isManuallyModifyUserCode: false,
  url: 'https://www.exchange.example/en/register?ref=SANDBOXREF',
  locationLink: 'https://news.example/article',
  liveCountryCode: 'GB',
  regLiveCountry: 'GB',
  telegramCallback: 'tg-data',
  inMiniApp: false,
  lang: 'en',
  featureFields: { euSubscription: 1 },
};

const email = { channel: 'email', email: 'anna@example.com' } as const;
const phone = { channel: 'mobile', mobile: '7700900123', countryCode: '44' } as const;
const captchaFields = { magpie_verify_info: { token: 'c', scene: '31004' } };

describe('send-code payload (docs/registration.md, "Payloads")', () => {
  it('old flow: account, ref, from, location_link, is_fake, type, captcha, live_country_code', () => {
    expect(
      sendCodePayload(
        { account: email, verification: 'code', captchaFields, isFake: false },
        facts,
        'legacy',
      ),
    ).toEqual({
      email: 'anna@example.com',
      ref: 'SANDBOXREF',
      from: 'email',
      location_link: 'https://news.example/article',
      is_fake: false,
      type: 'geecaptcha',
      key_version: 'v2',
      live_country_code: 'GB',
      ...captchaFields,
    });
  });

  it('old flow by phone adds the country code and the anti-fraud fingerprint', () => {
    const body = sendCodePayload(
      {
        account: phone,
        verification: 'code',
        captchaFields: {},
        isFake: true,
        fingerprint: 'dev-1',
      },
      facts,
      'legacy',
    );
    expect(body).toMatchObject({
      mobile: '7700900123',
      country_code: '44',
      from: 'mobile',
      is_fake: true,
      fingerprint: 'dev-1',
    });
  });

  it('new flow adds user_code, verify_type, login_type, lang, url, telegram_callback, risk_token', () => {
    const body = sendCodePayload(
      { account: email, verification: 'link', captchaFields, isFake: false, riskToken: 'r-1' },
      facts,
      'item',
    );
    expect(body).toMatchObject({
      email: 'anna@example.com',
      user_code: 'SANDBOXREF',
      verify_type: 2,
      login_type: 2,
      lang: 'en',
      url: facts.url,
      telegram_callback: 'tg-data',
      risk_token: 'r-1',
    });
    expect(
      sendCodePayload(
        { account: phone, verification: 'code', captchaFields, isFake: false },
        facts,
        'item',
      ),
    ).toMatchObject({ verify_type: 1, login_type: 3 });
  });

  it('renames telegram_callback inside the mini app and leaves empty fields out', () => {
    const body = sendCodePayload(
      { account: email, verification: 'code', captchaFields: {}, isFake: false },
      { ...facts, inMiniApp: true, userCode: undefined, liveCountryCode: '' },
      'item',
    );
    expect(body).toMatchObject({ telegram_callback_mini: 'tg-data' });
    expect(body).not.toHaveProperty('telegram_callback');
    expect(body).not.toHaveProperty('user_code');
    expect(body).not.toHaveProperty('live_country_code');
    expect(body).not.toHaveProperty('risk_token');
  });
});

describe('register payload (docs/registration.md, "Payloads")', () => {
  it('carries the common fields: channel info, regist_channel, user_code, url, countries, features, lang', () => {
    expect(commonRegisterPayload(facts, 'risk-1')).toMatchObject({
      medium: 'referral',
      ref: 'SANDBOXREF',
      regist_channel: 'web',
      user_code: 'SANDBOXREF',
      url: facts.url,
      live_country_code: 'GB',
      location_link: 'https://news.example/article',
      telegram_callback: 'tg-data',
      isManuallyModifyUserCode: false,
      reg_live_country: 'GB',
      euSubscription: 1,
      risk_token: 'risk-1',
      lang: 'en',
    });
  });

  it('e-mail variant: email, emailverify, from, verify_type and uuid; no password before one is known (step mode)', () => {
    const body = registerBody(
      facts,
      { account: email, code: '123456', verification: 'code', uuid: 'u-1' },
      {},
    );
    expect(body).toMatchObject({
      email: 'anna@example.com',
      emailverify: '123456',
      from: 'email',
      verify_type: 1,
      uuid: 'u-1',
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('encrypt_password');
    expect(body).not.toHaveProperty('encrypt_timestamp');
  });

  it('first register call with a password: the SHA-256 hash kept, only encrypt_* removed', () => {
    const password = { password: 'a'.repeat(64), encrypt_password: 'cipher', encrypt_timestamp: 1 };
    const body = registerBody(
      facts,
      { account: email, code: '123456', verification: 'code', uuid: 'u-1' },
      { password: firstRegisterCallPassword(password) },
    );
    expect(body).toMatchObject({ password: 'a'.repeat(64), uuid: 'u-1' });
    expect(body).not.toHaveProperty('encrypt_password');
    expect(body).not.toHaveProperty('encrypt_timestamp');
  });

  it('link activation sends verify_type 2 and no code', () => {
    const body = registerBody(facts, { account: email, verification: 'link', uuid: 'u-1' }, {});
    expect(body).toMatchObject({ verify_type: 2, uuid: 'u-1' });
    expect(body).not.toHaveProperty('emailverify');
  });

  it('phone variant: country_code, mobile, smsverify, from, with the password fields given', () => {
    const password = { password: 'a'.repeat(64), encrypt_password: 'cipher', encrypt_timestamp: 1 };
    expect(
      registerBody(facts, { account: phone, code: '123456', verification: 'code' }, { password }),
    ).toMatchObject({
      country_code: '44',
      mobile: '7700900123',
      smsverify: '123456',
      from: 'mobile',
      ...password,
    });
  });

  it('drops utm_url and lets a feature set the register source', () => {
    const body = registerBody(
      { ...facts, channelInfo: { utm_url: 'https://x' }, registerSource: 'tr_register' },
      { account: email, code: '1', verification: 'code' },
      {},
    );
    expect(body).not.toHaveProperty('utm_url');
    expect(body).toMatchObject({ from: 'tr_register' });
  });

  it('password step: uuid with the hashed and encrypted password', () => {
    expect(
      passwordStepBody('u-1', { password: 'h', encrypt_password: 'c', encrypt_timestamp: 2 }),
    ).toEqual({ uuid: 'u-1', password: 'h', encrypt_password: 'c', encrypt_timestamp: 2 });
  });
});
