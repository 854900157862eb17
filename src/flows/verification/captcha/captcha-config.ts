/**
 * The captcha config of a scene, from the web config call (src/api/endpoints/web-config.ts, key
 * `web_captcha_config`, whose value is JSON text: scene code → settings). What the value means
 * for the captcha loader (its defaults, the old providers' spellings) is decided here. Any
 * failure (call, answer shape, missing scene) falls back to the defaults silently
 * (docs/verification.md, "Order of providers").
 */
import * as z from 'zod/mini';
import type { ApiClient } from '@/api/api-client';
import { getWebConfigEntry } from '@/api/endpoints/web-config';
import type { CaptchaSceneConfig, OldCaptchaProvider } from './captcha-types';
import { DEFAULT_CAPTCHA_QUALITY, readCaptchaQuality } from './captcha-quality';

export const CAPTCHA_CONFIG_KEY = 'web_captcha_config';

/** New captcha for everyone, downgrade allowed, the edition's own old list. */
export const DEFAULT_CAPTCHA_CONFIG: CaptchaSceneConfig = {
  completelyUseMagpieCatcha: true,
  useDowngrade: true,
  guidTailList: [],
  oldCapchaList: [],
  quality: DEFAULT_CAPTCHA_QUALITY,
};

const sceneSchema = z.object({
  completelyUseMagpieCatcha: z.optional(z.boolean()),
  useDowngrade: z.optional(z.boolean()),
  guidTailList: z.optional(z.array(z.string())),
  oldCapchaList: z.optional(z.array(z.string())),
  // Checked on its own (captcha-quality.ts): a bad quality costs only itself.
  quality: z.optional(z.unknown()),
});

/** The exchange spells the QQ type `qqcatpcha` in captcha data; both spellings are read. */
const PROVIDER_SPELLINGS: Record<string, OldCaptchaProvider> = {
  geecaptcha: 'geecaptcha',
  recaptcha: 'recaptcha',
  qqcaptcha: 'qqcaptcha',
  qqcatpcha: 'qqcaptcha',
};

/** The settings of `sceneCode` in a `web_captcha_config` value, or the defaults. */
export function readSceneConfig(value: string, sceneCode: number): CaptchaSceneConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return DEFAULT_CAPTCHA_CONFIG;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_CAPTCHA_CONFIG;
  const scene = sceneSchema.safeParse((parsed as Record<string, unknown>)[String(sceneCode)]);
  if (!scene.success) return DEFAULT_CAPTCHA_CONFIG;
  const oldList = (scene.data.oldCapchaList ?? [])
    .map((name) => PROVIDER_SPELLINGS[name.toLowerCase()])
    .filter((provider): provider is OldCaptchaProvider => provider !== undefined);
  return {
    completelyUseMagpieCatcha:
      scene.data.completelyUseMagpieCatcha ?? DEFAULT_CAPTCHA_CONFIG.completelyUseMagpieCatcha,
    useDowngrade: scene.data.useDowngrade ?? DEFAULT_CAPTCHA_CONFIG.useDowngrade,
    guidTailList: scene.data.guidTailList ?? [],
    oldCapchaList: [...new Set(oldList)],
    quality: readCaptchaQuality(scene.data.quality, `${CAPTCHA_CONFIG_KEY} ${sceneCode}.quality`),
  };
}

export async function fetchCaptchaConfig(
  client: ApiClient,
  sceneCode: number,
): Promise<CaptchaSceneConfig> {
  try {
    const entry = await getWebConfigEntry(client, CAPTCHA_CONFIG_KEY);
    return entry ? readSceneConfig(entry.value, sceneCode) : DEFAULT_CAPTCHA_CONFIG;
  } catch {
    return DEFAULT_CAPTCHA_CONFIG;
  }
}
