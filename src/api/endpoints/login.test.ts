import { hashPassword } from '../../lib/password-hash';
import { ApiResponseShapeError } from '../api-error';
import { LOGIN_PROTO_VERSION, login, loginRequestBody } from './login';
import { clientAnswering } from './test-client';

describe('login request body', () => {
  it('sends the SHA-256 hash of the password, never the clear text, and proto_ver 2.1', async () => {
    const body = await loginRequestBody({ username: 'a@b.co', password: 'Passw0rd' });
    expect(LOGIN_PROTO_VERSION).toBe('2.1');
    expect(body).toEqual({
      username: 'a@b.co',
      password: hashPassword('Passw0rd'),
      proto_ver: '2.1',
    });
    expect(JSON.stringify(body)).not.toContain('Passw0rd');
  });

  it('carries every optional field under its wire name', async () => {
    expect(
      await loginRequestBody({
        username: '5321234567',
        password: 'Passw0rd',
        countryCode: 'TR',
        liveCountryCode: 'DE',
        google2fa: '123456',
        riskToken: 'risk-1',
        magpieVerifyInfo: { token: 'cap', scene: '31000' },
        telegramCallback: 'tg-data',
        legacyCaptcha: { type: 'geecaptcha', geetest_challenge: 'c' },
      }),
    ).toEqual({
      type: 'geecaptcha',
      geetest_challenge: 'c',
      username: '5321234567',
      password: hashPassword('Passw0rd'),
      proto_ver: '2.1',
      country_code: 'TR',
      live_country_code: 'DE',
      google2fa: '123456',
      risk_token: 'risk-1',
      magpie_verify_info: { token: 'cap', scene: '31000' },
      telegram_callback: 'tg-data',
    });
  });

  it('names the chat-app callback telegram_callback_mini inside the mini app', async () => {
    const body = await loginRequestBody({
      username: 'u@x.io',
      password: 'p',
      telegramCallback: 'd',
      inMiniApp: true,
    });
    expect(body).toHaveProperty('telegram_callback_mini', 'd');
    expect(body).not.toHaveProperty('telegram_callback');
  });

  it('does not let old-captcha fields overwrite the login fields', async () => {
    const body = await loginRequestBody({
      username: 'u@x.io',
      password: 'p',
      legacyCaptcha: { password: 'clear', proto_ver: '1' },
    });
    expect(body.password).toBe(hashPassword('p'));
    expect(body.proto_ver).toBe('2.1');
  });
});

describe('sub-account login body', () => {
  it('marks a sub-account login with is_sub_account 1, and only then', async () => {
    expect(
      await loginRequestBody({ username: 's@x.io', password: 'p', subAccount: true }),
    ).toHaveProperty('is_sub_account', 1);
    expect(await loginRequestBody({ username: 's@x.io', password: 'p' })).not.toHaveProperty(
      'is_sub_account',
    );
  });
});

describe('login', () => {
  const answer = {
    ret_code: 0,
    ret_msg: 'OK',
    token: 'session',
    result: {
      id: '12345',
      country: 'TUR',
      create_time: 1_700_000_000,
      google2fa_secret: null,
      risk_token: 'r',
      risk_token_type: 'guide',
      tg_bind_result: 'success',
      unknown_field: 'dropped',
    },
  };

  it('posts to /login and parses the result', async () => {
    const { client, calls } = clientAnswering(answer);
    const result = await login(client, { username: 'a@b.co', password: 'Passw0rd' });
    expect(calls[0]).toMatchObject({ url: '/x-api/login', method: 'POST' });
    expect(result?.result).toEqual({
      id: '12345',
      country: 'TUR',
      create_time: 1_700_000_000,
      google2fa_secret: null,
      risk_token: 'r',
      risk_token_type: 'guide',
      tg_bind_result: 'success',
    });
    expect(result?.token).toBe('session');
  });

  it('posts to the compliance variant when asked', async () => {
    const { client, calls } = clientAnswering(answer);
    await login(client, { username: 'a@b.co', password: 'Passw0rd' }, 'compliance');
    expect(calls[0]?.url).toBe('/x-api/user/public/login_compliance');
  });

  it('refuses a successful answer of the wrong shape', async () => {
    const { client } = clientAnswering({ ret_code: 0, result: { pass_err_count: 'three' } });
    await expect(login(client, { username: 'a@b.co', password: 'p' })).rejects.toBeInstanceOf(
      ApiResponseShapeError,
    );
  });
});
