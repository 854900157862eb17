/**
 * What the third-party endpoint does with an e-mail that has no account yet, chosen by the
 * start of its local part like the registration scenarios (`banned+x@…` or `risk+x@…` would be
 * aliases of existing fixture accounts, so use `banned-new@…`, `risk-new@…`).
 */

export type NewEmailScenario =
  /** use_thirdparty 1 and banned_status 1: no account is created. */
  | 'banned'
  /** A risk_token (type pass) first; the retry with the verified token registers. */
  | 'risk'
  /** Registers, but tg_bind_result is a failure ('status|message'). */
  | 'tgBindFails'
  | 'registers';

export function newEmailScenario(email: string): NewEmailScenario {
  const local = email.split('@')[0] ?? '';
  if (local.startsWith('banned')) return 'banned';
  if (local.startsWith('risk')) return 'risk';
  if (local.startsWith('tgbind')) return 'tgBindFails';
  return 'registers';
}

export const TG_BIND_FAILURE = 'fail|This Telegram account is already linked to another account';
