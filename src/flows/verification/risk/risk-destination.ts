import { maskEmail, maskPhone } from '@/lib/masking';
import { isPhoneLike } from '@/lib/phone-or-email';

export interface RiskDestination {
  readonly kind: 'email' | 'phone';
  /** Shown masked, as the exchange shows where a code went. */
  readonly masked: string;
}

/** Where the step's code was sent, from the login name; undefined when the flow gave none. */
export function riskDestination(userName: string | undefined): RiskDestination | undefined {
  if (!userName) return undefined;
  return isPhoneLike(userName)
    ? { kind: 'phone', masked: maskPhone(userName) }
    : { kind: 'email', masked: maskEmail(userName) };
}
