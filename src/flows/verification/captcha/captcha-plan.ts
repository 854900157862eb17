import type {
  CaptchaInfo,
  CaptchaProviderId,
  CaptchaSceneConfig,
  OldCaptchaProvider,
} from './captcha-types';

export interface CaptchaPlanInput {
  /** The scene's config, or the defaults when the config call failed. */
  readonly config: CaptchaSceneConfig;
  /** The edition's old list for the scene (manifest `captcha.scenes.<name>.oldCaptchaList`). */
  readonly editionList: readonly OldCaptchaProvider[];
  /** Undefined when the captcha-info call failed. */
  readonly info: CaptchaInfo | undefined;
  readonly deviceId: string;
  /**
   * Whether this environment has a new captcha at all (`captcha.newCaptcha` of the settings);
   * without one the order is the old list alone, whatever the config says.
   */
  readonly newCaptchaAvailable: boolean;
}

/**
 * The providers to try, in order (docs/verification.md, "Order of providers"): the new captcha
 * first when the config gives it to this visitor (everyone, or their device id's last character is
 * listed) and the captcha info does not say otherwise; then, if the config allows downgrading (or
 * the new captcha is not used at all), the old list. The old list is the config's, kept to the
 * providers the edition allows (regional editions and the Turkey scenes allow recaptcha only), in
 * the config's order; when that leaves nothing, the edition's own list. An environment without a
 * new captcha (docs/release.md, "Deployment settings") starts with the old list.
 */
export function planCaptchaProviders(input: CaptchaPlanInput): CaptchaProviderId[] {
  const { config, editionList, info, deviceId, newCaptchaAvailable } = input;
  const tail = deviceId.slice(-1).toLowerCase();
  const magpie =
    newCaptchaAvailable &&
    info?.newCaptcha !== false &&
    (config.completelyUseMagpieCatcha ||
      config.guidTailList.some((entry) => entry.toLowerCase() === tail));
  const allowed = config.oldCapchaList.filter((provider) => editionList.includes(provider));
  const oldList = allowed.length > 0 ? allowed : [...editionList];
  if (!magpie) return oldList;
  return config.useDowngrade ? ['magpie', ...oldList] : ['magpie'];
}
