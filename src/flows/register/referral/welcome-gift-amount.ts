/**
 * Which welcome gift this visitor is offered
 * (docs/registration-pieces.md, "Referral code and campaigns"): the amount for the sign-up origin
 * from the login-entry config, unless the config hides the gift on this site.
 */
import type { WelcomeGiftAmounts } from '@/api/endpoints/login-entry-config';
import type { SignUpOriginType } from '../channel/channel-info';

/**
 * The amount offered to this visitor, or undefined when there is no offer (no amount for the
 * origin, or the site hides the welcome gift).
 */
export function welcomeGiftAmount(
  amounts: WelcomeGiftAmounts,
  origin: SignUpOriginType,
  siteCode: string,
): string | undefined {
  if (amounts.hiddenOnSites.some((site) => site.toLowerCase() === siteCode.toLowerCase())) {
    return undefined;
  }
  return amounts[origin];
}
