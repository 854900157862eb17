import type { RegistrationAccount } from '../flow/registration-payload';
import { usernameIsPhone } from './register-rules';

/** The register form's fields; features add their own (euNewsOptIn) through the form context. */
/** The form field of the phone's dialling code. */
export const COUNTRY_CODE_FIELD = 'countryCode';

export interface RegisterFormValues {
  email?: string;
  countryCode?: string;
  mobile?: string;
  /** Step mode: the combined e-mail-or-phone field. */
  username?: string;
  password?: string;
  /** The referral code (referral/referral-code-field.tsx). */
  ref?: string;
  consent?: Record<string, boolean>;
  [featureField: string]: unknown;
}

/** Which field holds the account: a tab of the tabbed form, or the step mode's combined field. */
export type AccountSource = 'email' | 'mobile' | 'username';

/** The account the form describes, trimmed, with the dialling code as digits. */
export function accountFromForm(
  values: RegisterFormValues,
  source: AccountSource,
  emailOnly: boolean,
): RegistrationAccount {
  const countryCode = (values.countryCode ?? '').replace(/^\+/, '').trim();
  if (source === 'email') return { channel: 'email', email: (values.email ?? '').trim() };
  if (source === 'mobile') {
    return { channel: 'mobile', mobile: (values.mobile ?? '').trim(), countryCode };
  }
  const username = (values.username ?? '').trim();
  return usernameIsPhone(username, emailOnly)
    ? { channel: 'mobile', mobile: username, countryCode }
    : { channel: 'email', email: username };
}

/**
 * The dialling code is required for a phone, except where the edition says not
 * (docs/registration.md, "Field rules").
 */
export function missesCountryCode(account: RegistrationAccount, required: boolean): boolean {
  return required && account.channel === 'mobile' && account.countryCode === '';
}

/** The fields the account form checks on submit, for the tab or mode shown. */
export function accountFieldNames(source: AccountSource): (keyof RegisterFormValues & string)[] {
  switch (source) {
    case 'email':
      return ['email', 'password', 'ref'];
    case 'mobile':
      return ['countryCode', 'mobile', 'password', 'ref'];
    case 'username':
      // Step mode asks for the password after the verification.
      return ['countryCode', 'username', 'ref'];
    default: {
      const unreachable: never = source;
      return unreachable;
    }
  }
}
