import { clientAnswering } from './test-client';
import {
  callThirdPartyLogin,
  thirdPartyLoginBody,
  type ThirdPartyLoginInput,
} from './third-party-login';

const input: ThirdPartyLoginInput = {
  tokenType: 'google',
  token: 'header.payload.signature',
  username: 'demo@example.com',
  liveCountryCode: 'GB',
  locationLink: 'https://www.exchange.example/login',
  isManuallyModifyUserCode: false,
  captchaFields: { magpie_verify_info: { token: 't', scene: '31001' } },
};

describe('thirdPartyLoginBody', () => {
  it('sends the fields of the spec with the captcha defaults geecaptcha and v2', () => {
    expect(thirdPartyLoginBody(input)).toEqual({
      token_type: 'google',
      token: 'header.payload.signature',
      username: 'demo@example.com',
      live_country_code: 'GB',
      location_link: 'https://www.exchange.example/login',
      risk_ext: { version: 0 },
      isManuallyModifyUserCode: false,
      type: 'geecaptcha',
      key_version: 'v2',
      magpie_verify_info: { token: 't', scene: '31001' },
    });
  });

  it("lets an old captcha provider's fields replace the default type", () => {
    const body = thirdPartyLoginBody({
      ...input,
      captchaFields: { type: 'recaptcha', g_recaptcha_response: 'r' },
    });
    expect(body).toMatchObject({ type: 'recaptcha', key_version: 'v2', g_recaptcha_response: 'r' });
  });

  it('adds the register and retry fields when present, and drops empty ones', () => {
    const body = thirdPartyLoginBody({
      ...input,
      userCode: 'SANDBOXREF',
      regLiveCountry: 'GB',
      riskToken: 'risk-1',
      telegramCallback: '',
      isManuallyModifyUserCode: true,
    });
    expect(body).toMatchObject({
      user_code: 'SANDBOXREF',
      reg_live_country: 'GB',
      risk_token: 'risk-1',
      isManuallyModifyUserCode: true,
    });
    expect(body).not.toHaveProperty('telegram_callback');
  });

  it('sends live_country_code empty when the session has none', () => {
    const { liveCountryCode: _omitted, ...rest } = input;
    expect(thirdPartyLoginBody(rest).live_country_code).toBe('');
  });
});

describe('callThirdPartyLogin', () => {
  it('POSTs to /user/public/login/thirdparty and reads the result', async () => {
    const { client, calls } = clientAnswering({
      ret_code: 0,
      ret_msg: 'OK',
      token: 'tok',
      result: { id: 10000001, use_thirdparty: 2, banned_status: 0, tg_bind_result: 'success' },
    });
    const answer = await callThirdPartyLogin(client, input);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/x-api/user/public/login/thirdparty' });
    expect(answer?.result).toEqual({
      id: 10000001,
      use_thirdparty: 2,
      banned_status: 0,
      tg_bind_result: 'success',
    });
    expect(answer?.token).toBe('tok');
  });
});
