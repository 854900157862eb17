import { SANDBOX_CAPTCHA_CONFIG } from '../../../../test/captcha-stand-ins';
import { manifestOf } from '../../../../test/edition-sites';
import { DEFAULT_CAPTCHA_CONFIG, readSceneConfig } from './captcha-config';
import { planCaptchaProviders } from './captcha-plan';
import type { CaptchaInfo, CaptchaSceneConfig } from './captcha-types';

const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const info: CaptchaInfo = { gt: 'gt', challenge: 'c', success: 1, newCaptcha: true };

/** The plan for a scene of an edition with the sandbox's config for it. */
function planFor(
  edition: 'global' | 'kaz' | 'tur',
  scene: 'login' | 'register' | 'thirdParty' | 'turkeyLogin',
) {
  const sceneSettings = manifestOf(edition).captcha.scenes[scene];
  if (!sceneSettings) throw new Error(`${edition} has no ${scene} scene`);
  const config = readSceneConfig(JSON.stringify(SANDBOX_CAPTCHA_CONFIG), sceneSettings.code);
  return planCaptchaProviders({
    config,
    editionList: sceneSettings.oldCaptchaList,
    info,
    deviceId: DEVICE,
    newCaptchaAvailable: true,
  });
}

describe('planCaptchaProviders: the downgrade order', () => {
  it('starts with the old list where the environment has no new captcha, whatever the config', () => {
    const config = {
      ...DEFAULT_CAPTCHA_CONFIG,
      completelyUseMagpieCatcha: true,
      useDowngrade: false,
    };
    const editionList = ['geecaptcha', 'recaptcha'] as const;
    expect(
      planCaptchaProviders({
        config: { ...config, oldCapchaList: [...editionList] },
        editionList: [...editionList],
        info,
        deviceId: DEVICE,
        newCaptchaAvailable: false,
      }),
    ).toEqual(['geecaptcha', 'recaptcha']);
  });

  it('global: the new captcha, then geecaptcha, recaptcha, qqcaptcha', () => {
    for (const scene of ['login', 'register', 'thirdParty'] as const) {
      expect(planFor('global', scene)).toEqual(['magpie', 'geecaptcha', 'recaptcha', 'qqcaptcha']);
    }
  });

  it('Turkey login scene (31013 on global and TUR, 31014 on EU): recaptcha only after the new one', () => {
    expect(manifestOf('global').captcha.scenes.turkeyLogin?.code).toBe(31013);
    expect(planFor('global', 'turkeyLogin')).toEqual(['magpie', 'recaptcha']);
    expect(manifestOf('tur').captcha.scenes.login?.code).toBe(31013);
    expect(planFor('tur', 'login')).toEqual(['magpie', 'recaptcha']);
  });

  it('regional editions (KAZ, TUR): recaptcha only after the new one, whatever the config lists', () => {
    for (const edition of ['kaz', 'tur'] as const) {
      expect(planFor(edition, 'register')).toEqual(['magpie', 'recaptcha']);
      expect(planFor(edition, 'thirdParty')).toEqual(['magpie', 'recaptcha']);
    }
  });

  const scene = (overrides: Partial<CaptchaSceneConfig>): CaptchaSceneConfig => ({
    ...DEFAULT_CAPTCHA_CONFIG,
    ...overrides,
  });
  const all = ['geecaptcha', 'recaptcha', 'qqcaptcha'] as const;

  it('without downgrading, the new captcha is the only one', () => {
    expect(
      planCaptchaProviders({
        config: scene({ useDowngrade: false }),
        editionList: all,
        info,
        deviceId: DEVICE,
        newCaptchaAvailable: true,
      }),
    ).toEqual(['magpie']);
  });

  it('gives the new captcha to the device-id tails listed when it is not for everyone', () => {
    const partial = scene({ completelyUseMagpieCatcha: false, guidTailList: ['E'] });
    expect(
      planCaptchaProviders({
        config: partial,
        editionList: all,
        info,
        deviceId: DEVICE,
        newCaptchaAvailable: true,
      }),
    ).toEqual(['magpie', ...all]);
    expect(
      planCaptchaProviders({
        config: partial,
        editionList: all,
        info,
        deviceId: `${DEVICE.slice(0, -1)}1`,
        newCaptchaAvailable: true,
      }),
    ).toEqual([...all]);
  });

  it('skips the new captcha when the captcha info says newCaptcha false', () => {
    expect(
      planCaptchaProviders({
        config: scene({}),
        editionList: all,
        info: { ...info, newCaptcha: false },
        deviceId: DEVICE,
        newCaptchaAvailable: true,
      }),
    ).toEqual([...all]);
  });

  it("follows the config's old list order, kept to what the edition allows", () => {
    const config = scene({ oldCapchaList: ['qqcaptcha', 'geecaptcha'] });
    expect(
      planCaptchaProviders({
        config,
        editionList: all,
        info,
        deviceId: DEVICE,
        newCaptchaAvailable: true,
      }),
    ).toEqual(['magpie', 'qqcaptcha', 'geecaptcha']);
    expect(
      planCaptchaProviders({
        config,
        editionList: ['recaptcha'],
        info,
        deviceId: DEVICE,
        newCaptchaAvailable: true,
      }),
    ).toEqual(['magpie', 'recaptcha']);
  });
});

describe('readSceneConfig', () => {
  it("reads a scene's settings, with the exchange's spelling of QQ", () => {
    const value = JSON.stringify({
      31000: {
        completelyUseMagpieCatcha: false,
        useDowngrade: true,
        guidTailList: ['a'],
        oldCapchaList: ['qqcatpcha', 'geecaptcha', 'unknown'],
      },
    });
    expect(readSceneConfig(value, 31000)).toEqual({
      completelyUseMagpieCatcha: false,
      useDowngrade: true,
      guidTailList: ['a'],
      oldCapchaList: ['qqcaptcha', 'geecaptcha'],
      quality: 80,
    });
  });

  it('falls back to the defaults for a missing scene or unreadable JSON', () => {
    expect(readSceneConfig('{}', 31000)).toEqual(DEFAULT_CAPTCHA_CONFIG);
    expect(readSceneConfig('not json', 31000)).toEqual(DEFAULT_CAPTCHA_CONFIG);
    expect(readSceneConfig('{"31000": {"useDowngrade": "yes"}}', 31000)).toEqual(
      DEFAULT_CAPTCHA_CONFIG,
    );
  });
});
