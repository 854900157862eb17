import { SANDBOX_CODE } from '../fixtures/codes';
import { findCountryByCode } from '../fixtures/countries';
import type { LoginName } from '../lib/login-name';
import { readLoginName } from '../lib/login-name';
import type { RequestFields } from '../lib/read-fields';
import { textField } from '../lib/read-fields';
import { addAccount } from '../state/account-directory';
import type { PendingRegistration, SandboxAccount } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import { openSession } from '../state/sessions';
import type { SandboxVisitor } from '../visitor/resolve-visitor';
import { readRegistrationPassword, type RegistrationPassword } from './registration-password';
import { accountExists } from './start-registration';

export type CompleteOutcome =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'exists' }
  | { readonly kind: 'wrong-code' }
  | { readonly kind: 'restricted'; readonly ip: string }
  /** Verified, but no password yet: the step flow sets it with /user/public/register/password. */
  | { readonly kind: 'awaiting-password'; readonly registration: PendingRegistration }
  | { readonly kind: 'registered'; readonly account: SandboxAccount; readonly token: string };

/**
 * Which register call (docs/registration.md, "The registration flow"): the new flow's first call
 * (register/info, or the compliance path for a registration the new flow's send started), which
 * carries the hash at most and never encrypt_*; the password call, which carries both; the old
 * flow's one call, which carries the password as it likes.
 */
export type RegisterCall = 'first' | 'password' | 'single';

/** The code fields of the register payloads (docs/registration.md, "Payloads"). */
const CODE_FIELDS = ['emailverify', 'smsverify', 'verify_code'] as const;

/**
 * A register call (register/info, register/password, register/email|mobile, the compliance
 * variant): find the registration the code was sent for, check the code or activation, check
 * the password, then create the account and open its session.
 */
export function completeRegistration(
  state: SandboxState,
  fields: RequestFields,
  visitor: SandboxVisitor,
  call: RegisterCall | 'compliance',
): CompleteOutcome {
  const registration = findRegistration(state, fields);
  if (typeof registration === 'string') return { kind: 'invalid', message: registration };
  if (registration.fake) {
    return {
      kind: 'invalid',
      message: 'a waitlist sign-up (is_fake) cannot complete registration',
    };
  }
  if (registration.accountKey !== undefined || accountExists(state, nameOf(registration))) {
    return { kind: 'exists' };
  }

  const code = CODE_FIELDS.map((field) => textField(fields, field)).find(Boolean);
  if (code !== undefined) {
    if (code !== SANDBOX_CODE) return { kind: 'wrong-code' };
    registration.codeVerified = true;
  }
  if (!registration.codeVerified) {
    return {
      kind: 'invalid',
      message:
        registration.verifyType === 2
          ? 'the activation link has not been opened yet'
          : 'the verification code is required',
    };
  }
  if (visitor.isVisible === 0) return { kind: 'restricted', ip: visitor.ip };

  const kind: RegisterCall =
    call === 'compliance' ? (registration.startedBy === 'item' ? 'first' : 'single') : call;
  const password = readCallPassword(fields, kind, registration);
  if (password.kind === 'invalid') return password;
  if (password.kind === 'missing') return { kind: 'awaiting-password', registration };

  const account = addAccount(state, {
    email: registration.email,
    phone: registration.phone,
    passwordHash: password.hash,
    country: residenceOf(fields, visitor),
    site: 'global',
  });
  registration.accountKey = account.key;
  return { kind: 'registered', account, token: openSession(state, account) };
}

/** By uuid when given, else the newest open registration for the e-mail or phone in the body. */
function findRegistration(
  state: SandboxState,
  fields: RequestFields,
): PendingRegistration | string {
  const uuid = textField(fields, 'uuid');
  if (uuid !== undefined) return state.registrations.get(uuid) ?? 'uuid is unknown';
  const name: LoginName | string = readLoginName(fields);
  if (typeof name === 'string') return `${name} (or a uuid)`;
  const open = [...state.registrations.values()].filter(
    (candidate) => candidate.loginName === name.key && candidate.accountKey === undefined,
  );
  return open.at(-1) ?? 'no verification code was sent to this e-mail or phone';
}

function nameOf(registration: PendingRegistration): LoginName {
  return registration.email
    ? { kind: 'email', email: registration.email, key: registration.loginName }
    : {
        kind: 'phone',
        phone: registration.phone ?? { countryCode: '', number: '' },
        key: registration.loginName,
      };
}

/** The residence as the login result's 3-letter country, from the form or the visitor's IP. */
function residenceOf(fields: RequestFields, visitor: SandboxVisitor): string {
  const code =
    textField(fields, 'reg_live_country') ??
    textField(fields, 'live_country_code') ??
    visitor.country;
  return findCountryByCode(code)?.iso3 ?? code.toUpperCase();
}

const ENCRYPTED_FIELDS = ['encrypt_password', 'encrypt_timestamp'] as const;

/**
 * The password as the call may carry it: the first call of the new flow the SHA-256 hash alone
 * (kept for the password call, which must carry the same password), the password call the hash
 * and the encrypted form together, the old flow's one call what readRegistrationPassword reads.
 */
function readCallPassword(
  fields: RequestFields,
  call: RegisterCall,
  registration: PendingRegistration,
): RegistrationPassword {
  const password = readRegistrationPassword(fields);
  if (call === 'first') {
    if (ENCRYPTED_FIELDS.some((field) => textField(fields, field) !== undefined)) {
      return {
        kind: 'invalid',
        message:
          'the first register call carries no encrypt_password or encrypt_timestamp (the password call sends them)',
      };
    }
    if (password.kind === 'hash') registration.passwordHash = password.hash;
    return password.kind === 'invalid' ? password : { kind: 'missing' };
  }
  if (call === 'password') {
    const missing = ['password', ...ENCRYPTED_FIELDS].filter(
      (field) => textField(fields, field) === undefined,
    );
    if (missing.length > 0) {
      return { kind: 'invalid', message: `the password call needs ${missing.join(', ')}` };
    }
    if (
      password.kind === 'hash' &&
      registration.passwordHash !== undefined &&
      registration.passwordHash !== password.hash
    ) {
      return {
        kind: 'invalid',
        message: 'the password differs from the hash the first register call carried',
      };
    }
  }
  return password;
}
