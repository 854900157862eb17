/**
 * The captcha providers the sandbox stands in for: the new captcha ("magpie") and the old list
 * of the spec (geecaptcha, recaptcha, qqcaptcha). Each has a stand-in script under
 * src/sandbox/scripts/, served at /sandbox-scripts/<file> and, as its second "host",
 * /sandbox-scripts/backup/<file> (so the client's retry over hosts can be exercised).
 */
export const SANDBOX_CAPTCHA_PROVIDERS = [
  'magpie',
  'geecaptcha',
  'recaptcha',
  'qqcaptcha',
] as const;
export type SandboxCaptchaProvider = (typeof SANDBOX_CAPTCHA_PROVIDERS)[number];

/** Script file of each provider's stand-in (named after the real provider's script). */
export const CAPTCHA_SCRIPT_FILES: Record<SandboxCaptchaProvider, string> = {
  magpie: 'magpie.js',
  geecaptcha: 'gt.js',
  recaptcha: 'recaptcha.js',
  qqcaptcha: 'TCaptcha.js',
};

export function isSandboxCaptchaProvider(value: unknown): value is SandboxCaptchaProvider {
  return (SANDBOX_CAPTCHA_PROVIDERS as readonly unknown[]).includes(value);
}

/** The provider whose stand-in a script file is, if it is a captcha script. */
export function providerOfScript(file: string): SandboxCaptchaProvider | undefined {
  return SANDBOX_CAPTCHA_PROVIDERS.find((provider) => CAPTCHA_SCRIPT_FILES[provider] === file);
}
