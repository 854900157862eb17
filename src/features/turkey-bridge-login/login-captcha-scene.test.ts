import feature from './index';
import { turkeyBridgeLoginScene } from './login-captcha-scene';

describe('turkey-bridge-login', () => {
  it('gives the popup login (type=LOGIN_TR) the Turkey login captcha scene', () => {
    expect(turkeyBridgeLoginScene(new URLSearchParams('type=LOGIN_TR'))).toBe('turkeyLogin');
  });

  it('leaves every other login to the default scene', () => {
    expect(turkeyBridgeLoginScene(new URLSearchParams(''))).toBeUndefined();
    expect(turkeyBridgeLoginScene(new URLSearchParams('type=BIND_TR'))).toBeUndefined();
    expect(turkeyBridgeLoginScene(new URLSearchParams('type=login_tr'))).toBeUndefined();
  });

  it('contributes the scene through the loginCaptchaScene hook', () => {
    expect(feature.hooks?.loginCaptchaScene).toBe(turkeyBridgeLoginScene);
  });
});
