import { loginRequestBody } from '@/api/endpoints/login';
import { withCaptchaFields } from './captcha-fields';

const input = { username: 'demo@example.com', password: 'Sandbox123' };

describe('withCaptchaFields', () => {
  it('sends the new captcha result as magpie_verify_info', async () => {
    const merged = withCaptchaFields(input, {
      magpie_verify_info: { token: 't', scene: '31000' },
    });
    expect(await loginRequestBody(merged)).toMatchObject({
      magpie_verify_info: { token: 't', scene: '31000' },
    });
  });

  it("sends an old provider's fields as they are", async () => {
    const merged = withCaptchaFields(input, {
      type: 'geecaptcha',
      key_version: 'v2',
      geetest_challenge: 'c',
      geetest_validate: 'v',
    });
    expect(await loginRequestBody(merged)).toMatchObject({
      type: 'geecaptcha',
      key_version: 'v2',
      geetest_challenge: 'c',
      geetest_validate: 'v',
    });
  });

  it('leaves the request alone when the captcha passed without fields', async () => {
    expect(withCaptchaFields(input, {})).toEqual(input);
  });
});
