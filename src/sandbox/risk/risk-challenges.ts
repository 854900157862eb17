import { randomHex } from '../lib/random-id';
import type { RiskChallenge } from '../state/records';
import type { SandboxState } from '../state/sandbox-state';

/** A new security-step challenge for `subject` (an account key or a login name being registered). */
export function issueRiskChallenge(
  state: SandboxState,
  subject: string,
  type: RiskChallenge['type'],
): RiskChallenge {
  const challenge: RiskChallenge = {
    token: `risk-${randomHex(12)}`,
    type,
    subject,
    verified: false,
  };
  state.riskChallenges.set(challenge.token, challenge);
  return challenge;
}

/**
 * Whether a retried request may skip the security step: its risk_token must be one the sandbox
 * issued for the same subject and that was verified since. A token is good for one retry.
 */
export function redeemRiskToken(
  state: SandboxState,
  subject: string,
  token: string | undefined,
): boolean {
  const challenge = token === undefined ? undefined : state.riskChallenges.get(token);
  if (!challenge || !challenge.verified || challenge.subject !== subject) return false;
  state.riskChallenges.delete(challenge.token);
  return true;
}
