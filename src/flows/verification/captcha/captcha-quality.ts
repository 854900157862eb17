/**
 * The captcha quality setting, which must be between 1 and 100 (docs/verification.md,
 * "Quality"): the image quality the new captcha draws its challenge at, per scene in the captcha
 * config (`web_captcha_config`, field `quality`). A value that is not
 * a whole number from 1 to 100 is refused with a message naming the scene, and the default is
 * used: config failures fall back to defaults silently for the visitor.
 */

export const CAPTCHA_QUALITY_MIN = 1;
export const CAPTCHA_QUALITY_MAX = 100;
/** The spec's default image quality (docs/verification.md, "Quality"). */
export const DEFAULT_CAPTCHA_QUALITY = 80;

export const CAPTCHA_QUALITY_RULE = `a whole number from ${CAPTCHA_QUALITY_MIN} to ${CAPTCHA_QUALITY_MAX}`;

/** Why `value` cannot be a quality setting, or undefined when it can. */
export function captchaQualityProblem(value: unknown): string | undefined {
  if (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= CAPTCHA_QUALITY_MIN &&
    value <= CAPTCHA_QUALITY_MAX
  ) {
    return undefined;
  }
  return `must be ${CAPTCHA_QUALITY_RULE}, not ${JSON.stringify(value) ?? String(value)}`;
}

/**
 * The scene's quality: the configured value when it keeps the rule, else the default, with a
 * warning that names where the bad value is (`where`, e.g. `web_captcha_config 31000.quality`).
 * Absent: the default, without a warning.
 */
export function readCaptchaQuality(
  value: unknown,
  where: string,
  warn: (message: string) => void = console.warn,
): number {
  if (value === undefined || value === null) return DEFAULT_CAPTCHA_QUALITY;
  const problem = captchaQualityProblem(value);
  if (problem === undefined) return value as number;
  warn(`[captcha] ${where} ${problem}; using ${DEFAULT_CAPTCHA_QUALITY}`);
  return DEFAULT_CAPTCHA_QUALITY;
}
