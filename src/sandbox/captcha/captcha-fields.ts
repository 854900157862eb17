import type { RequestFields } from '../lib/read-fields';
import { objectField, textField } from '../lib/read-fields';
import type { SandboxCaptchaProvider } from './captcha-providers';
import type { CaptchaSandboxState, IssuedCaptchaToken } from './captcha-state';

/** Geetest's seccode is its validate string plus this suffix. */
export const GEETEST_SECCODE_SUFFIX = '|jordan';

/**
 * Request fields of each captcha result (docs/verification.md, "Result fields"). The old providers
 * also send `type` (geecaptcha, recaptcha, or QQ's spelling qqcatpcha) and `key_version`.
 */
export const CAPTCHA_RESULT_FIELDS = {
  magpie: ['magpie_verify_info'],
  geecaptcha: ['geetest_challenge', 'geetest_validate', 'geetest_seccode'],
  recaptcha: ['g_recaptcha_response'],
  qqcaptcha: ['ticket', 'randstr'],
} as const satisfies Record<SandboxCaptchaProvider, readonly string[]>;

export type CaptchaCheck =
  /** The request carries no captcha result: the sandbox does not insist on one. */
  | { readonly kind: 'absent' }
  | { readonly kind: 'passed'; readonly provider: SandboxCaptchaProvider }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Checks the captcha result a request carries, when it carries one: the token must have been
 * issued by a stand-in (for the same provider, scene or challenge) and not used before. A
 * passed token is used up.
 */
export function checkCaptchaFields(
  state: CaptchaSandboxState,
  fields: RequestFields,
): CaptchaCheck {
  const claim = readClaim(fields);
  if (!claim) return { kind: 'absent' };
  if (typeof claim === 'string') return { kind: 'failed', message: claim };
  const issued = state.tokens.get(claim.token);
  if (!issued || issued.provider !== claim.provider) {
    return { kind: 'failed', message: `${claim.provider} token is unknown or already used` };
  }
  const mismatch = bindingMismatch(issued, claim);
  if (mismatch) return { kind: 'failed', message: mismatch };
  state.tokens.delete(issued.token);
  return { kind: 'passed', provider: issued.provider };
}

interface Claim {
  readonly provider: SandboxCaptchaProvider;
  readonly token: string;
  readonly scene?: string;
  readonly challenge?: string;
  readonly seccode?: string;
  readonly randstr?: string;
}

/** The result the request claims, a message when it is malformed, undefined when there is none. */
function readClaim(fields: RequestFields): Claim | string | undefined {
  if (fields.magpie_verify_info !== undefined) {
    const info = objectField(fields, 'magpie_verify_info');
    const token = info && textField(info, 'token');
    if (!info || !token) return 'magpie_verify_info needs token and scene';
    return { provider: 'magpie', token, scene: textField(info, 'scene') };
  }
  const present = (names: readonly string[]) => names.some((name) => fields[name] !== undefined);
  if (present(CAPTCHA_RESULT_FIELDS.geecaptcha)) {
    const token = textField(fields, 'geetest_validate');
    if (!token) return 'geetest_validate is required with the geetest fields';
    return {
      provider: 'geecaptcha',
      token,
      challenge: textField(fields, 'geetest_challenge'),
      seccode: textField(fields, 'geetest_seccode'),
    };
  }
  if (present(CAPTCHA_RESULT_FIELDS.recaptcha)) {
    const token = textField(fields, 'g_recaptcha_response');
    return token ? { provider: 'recaptcha', token } : 'g_recaptcha_response is empty';
  }
  if (present(CAPTCHA_RESULT_FIELDS.qqcaptcha)) {
    const token = textField(fields, 'ticket');
    if (!token) return 'ticket is required with randstr';
    return { provider: 'qqcaptcha', token, randstr: textField(fields, 'randstr') };
  }
  return undefined;
}

function bindingMismatch(issued: IssuedCaptchaToken, claim: Claim): string | undefined {
  switch (claim.provider) {
    case 'magpie':
      return issued.binding.scene !== undefined && claim.scene !== issued.binding.scene
        ? `magpie_verify_info.scene must be ${issued.binding.scene}, the scene the captcha ran for`
        : undefined;
    case 'geecaptcha':
      if (issued.binding.challenge !== undefined && claim.challenge !== issued.binding.challenge) {
        return 'geetest_challenge is not the challenge this validate was issued for';
      }
      return claim.seccode === `${claim.token}${GEETEST_SECCODE_SUFFIX}`
        ? undefined
        : 'geetest_seccode does not match geetest_validate';
    case 'qqcaptcha':
      return claim.randstr === issued.randstr ? undefined : 'randstr does not match the ticket';
    case 'recaptcha':
      return undefined;
    default: {
      const unreachable: never = claim.provider;
      return unreachable;
    }
  }
}

/**
 * Requests that follow up a login or send-code the captcha already passed for (the retry with
 * a verified risk_token, the repeat with google2fa) are not asked for a second captcha.
 */
export function isFollowUpRequest(fields: RequestFields): boolean {
  return (
    textField(fields, 'risk_token') !== undefined || textField(fields, 'google2fa') !== undefined
  );
}
