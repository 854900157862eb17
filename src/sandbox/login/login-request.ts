import { isSha256Hex } from '../lib/password-hash';
import type { RequestFields } from '../lib/read-fields';
import { objectField, textField } from '../lib/read-fields';
import { toDiallingCode } from '../lib/dialling-code';
import { isEmail, isPhoneNumber, isSixDigitCode } from '../lib/validation';
import type { PhoneNumber } from '../state/records';

export type LoginIdentity =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'phone'; readonly phone: PhoneNumber };

export interface LoginRequest {
  readonly identity: LoginIdentity;
  readonly passwordHash: string;
  readonly google2fa?: string;
  readonly riskToken?: string;
  /** `is_sub_account` 1: sent from the sub-account login. */
  readonly subAccount: boolean;
}

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** The protocol version the login form always sends (docs/login.md, "The login flow"). */
export const LOGIN_PROTO_VER = '2.1';

/** Checks a login body the way the exchange would, so client mistakes surface as 10001. */
export function parseLoginRequest(fields: RequestFields): Parsed<LoginRequest> {
  const identity = parseIdentity(fields);
  if (!identity.ok) return identity;

  const password = textField(fields, 'password');
  if (!password) return invalid('password is required');
  if (!isSha256Hex(password)) {
    return invalid('password must be the lower-case hex SHA-256 digest of the password');
  }

  const protoVer = textField(fields, 'proto_ver');
  if (protoVer !== LOGIN_PROTO_VER) return invalid(`proto_ver must be ${LOGIN_PROTO_VER}`);

  if (fields.magpie_verify_info !== undefined) {
    const captcha = objectField(fields, 'magpie_verify_info');
    if (!captcha || !textField(captcha, 'token') || !textField(captcha, 'scene')) {
      return invalid('magpie_verify_info needs token and scene');
    }
  }

  const google2fa = textField(fields, 'google2fa');
  if (google2fa !== undefined && !isSixDigitCode(google2fa)) {
    return invalid('google2fa must be 6 digits');
  }

  return {
    ok: true,
    value: {
      identity: identity.value,
      passwordHash: password,
      google2fa,
      riskToken: textField(fields, 'risk_token'),
      subAccount:
        fields.is_sub_account === true ||
        ['1', 'true'].includes(textField(fields, 'is_sub_account') ?? ''),
    },
  };
}

/** e-mail (email or username field) or mobile (mobile, or an all-digit username) plus country_code. */
export function parseIdentity(fields: RequestFields): Parsed<LoginIdentity> {
  const username = textField(fields, 'username');
  const email = textField(fields, 'email') ?? (username?.includes('@') ? username : undefined);
  const mobile =
    textField(fields, 'mobile') ?? (username && /^\d+$/.test(username) ? username : undefined);

  if (email !== undefined) {
    return isEmail(email)
      ? { ok: true, value: { kind: 'email', email } }
      : invalid('email is not a valid e-mail address');
  }
  if (mobile !== undefined) {
    if (!isPhoneNumber(mobile)) return invalid('mobile must be 5 to 12 digits without a leading 0');
    const countryCode = textField(fields, 'country_code');
    if (!countryCode) return invalid('country_code is required with mobile');
    const dialling = toDiallingCode(countryCode);
    if (!dialling) return invalid('country_code is not a known country');
    return { ok: true, value: { kind: 'phone', phone: { countryCode: dialling, number: mobile } } };
  }
  if (username !== undefined) return invalid('username is neither an e-mail nor a mobile number');
  return invalid('username, email or mobile is required');
}

function invalid(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
