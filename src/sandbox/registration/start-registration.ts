import { SANDBOX_CODE } from '../fixtures/codes';
import type { LoginName } from '../lib/login-name';
import { readLoginName } from '../lib/login-name';
import { randomUuid } from '../lib/random-id';
import type { RequestFields } from '../lib/read-fields';
import { textField } from '../lib/read-fields';
import { isChineseEmailDomain } from '../fixtures/registration-visitors';
import { issueRiskChallenge, redeemRiskToken } from '../risk/risk-challenges';
import { findAccountByEmail, findAccountByPhone } from '../state/account-directory';
import type { PendingRegistration, RegistrationChannel, RiskChallenge } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';
import type { SandboxVisitor } from '../visitor/resolve-visitor';
import { activationLinkExpires, asksRiskStep } from './registration-scenarios';

export type StartOutcome =
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'exists' }
  | { readonly kind: 'restricted'; readonly ip: string }
  | { readonly kind: 'chinese-email' }
  | { readonly kind: 'needs-risk'; readonly challenge: RiskChallenge }
  | { readonly kind: 'sent'; readonly registration: PendingRegistration };

/** login_type values of the new send call (docs/registration.md, "Payloads"). */
const LOGIN_TYPE: Record<RegistrationChannel, string> = { email: '2', mobile: '3' };

/**
 * The send-verification step of both flows: checks the name, refuses Chinese e-mail addresses
 * (20100), existing accounts and restricted visitors (unless it is a waitlist sign-up, is_fake), asks for the security step
 * when the scenario wants it, then "sends" the code or activation link and opens a registration.
 */
export function startRegistration(
  state: SandboxState,
  fields: RequestFields,
  visitor: SandboxVisitor,
  channel?: RegistrationChannel,
): StartOutcome {
  const name = readLoginName(fields);
  if (typeof name === 'string') return { kind: 'invalid', message: name };
  const nameChannel: RegistrationChannel = name.kind === 'email' ? 'email' : 'mobile';
  if (channel && channel !== nameChannel) {
    return { kind: 'invalid', message: `this path registers by ${channel}` };
  }
  const loginType = textField(fields, 'login_type');
  if (loginType !== undefined && loginType !== LOGIN_TYPE[nameChannel]) {
    return {
      kind: 'invalid',
      message: `login_type must be ${LOGIN_TYPE[nameChannel]} for ${nameChannel}`,
    };
  }
  const verifyType = textField(fields, 'verify_type') ?? '1';
  if (verifyType !== '1' && verifyType !== '2') {
    return { kind: 'invalid', message: 'verify_type must be 1 (code) or 2 (link)' };
  }
  if (verifyType === '2' && name.kind !== 'email') {
    return { kind: 'invalid', message: 'link activation (verify_type 2) is for e-mail only' };
  }

  const fake = isTrue(fields.is_fake);
  if (name.kind === 'email' && isChineseEmailDomain(name.email)) return { kind: 'chinese-email' };
  if (accountExists(state, name)) return { kind: 'exists' };
  if (!fake && visitor.isVisible === 0) return { kind: 'restricted', ip: visitor.ip };
  if (asksRiskStep(name) && !redeemRiskToken(state, name.key, textField(fields, 'risk_token'))) {
    return { kind: 'needs-risk', challenge: issueRiskChallenge(state, name.key, 'pass') };
  }

  const registration: PendingRegistration = {
    uuid: randomUuid(),
    channel: nameChannel,
    loginName: name.key,
    email: name.kind === 'email' ? name.email : undefined,
    phone: name.kind === 'phone' ? name.phone : undefined,
    verifyType: verifyType === '2' ? 2 : 1,
    codeVerified: false,
    linkStatus: activationLinkExpires(name) ? 3 : 1,
    startedBy: channel ? 'legacy' : 'item',
    fake,
    createdAtMs: state.settings.now(),
  };
  state.registrations.set(registration.uuid, registration);
  state.sentCodes.push({
    channel: name.kind === 'email' ? 'email' : 'sms',
    to: name.kind === 'email' ? name.email : `+${name.phone.countryCode} ${name.phone.number}`,
    uuid: registration.uuid,
    ...(registration.verifyType === 2
      ? { activationLink: `/x-api/__sandbox/activate?uuid=${registration.uuid}` }
      : { code: SANDBOX_CODE }),
    sentAtMs: registration.createdAtMs,
  });
  return { kind: 'sent', registration };
}

export function accountExists(state: SandboxState, name: LoginName): boolean {
  return name.kind === 'email'
    ? findAccountByEmail(state, name.email) !== undefined
    : findAccountByPhone(state, name.phone) !== undefined;
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}
