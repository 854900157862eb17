import type { LoginName } from '../lib/login-name';
import { scenarioHandle } from '../lib/login-name';

/**
 * Registration scenarios are chosen by the start of the e-mail's local part, so any fresh
 * address (risk-new@…, expired-1@…) reaches them without fixtures (risk+…@ is an alias of the
 * existing risk@example.com and so already registered):
 * - `risk…`: the send-code call first asks for the security step (risk_token).
 * - `expired…`: the activation link poll answers 3 (expired).
 */
export function asksRiskStep(name: LoginName): boolean {
  return scenarioHandle(name).startsWith('risk');
}

export function activationLinkExpires(name: LoginName): boolean {
  return scenarioHandle(name).startsWith('expired');
}
