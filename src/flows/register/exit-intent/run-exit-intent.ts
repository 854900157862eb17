/**
 * What happens when a visitor presses Back on the sign-up screen
 * (docs/registration-pieces.md, "Exit intent"), as a plain async flow: the redeem check; when it
 * says the gift was already claimed the visitor simply leaves; otherwise the exit dialog asks, Quit
 * leaves (back for the page, close for the modal) and Continue stays.
 */
import type { SignUpOriginType } from '../channel/channel-info';
import { REDEEM_CLAIMED_CODE } from '@/api/endpoints/redeem-check';

export type ExitIntentVariant = 'affiliate' | 'referral' | 'welcomeGift';
export type ExitChoice = 'continue' | 'quit';

/** The dialog's wording follows the sign-up origin type. */
export function exitIntentVariant(origin: SignUpOriginType): ExitIntentVariant {
  switch (origin) {
    case 'affiliate':
      return 'affiliate';
    case 'referral':
      return 'referral';
    case 'normal':
      return 'welcomeGift';
    default: {
      const unreachable: never = origin;
      return unreachable;
    }
  }
}

/** The origin sent with the redeem check for a variant. */
export function variantOrigin(variant: ExitIntentVariant): SignUpOriginType {
  return variant === 'welcomeGift' ? 'normal' : variant;
}

export function shouldSkipExitDialog(redeemCode: number | undefined): boolean {
  return redeemCode === REDEEM_CLAIMED_CODE;
}

export interface ExitIntentDeps {
  checkRedeem(): Promise<number | undefined>;
  openDialog(): Promise<ExitChoice>;
  quit(): void;
}

export type ExitIntentOutcome = 'skipped' | 'quit' | 'stayed';

export async function runExitIntent(deps: ExitIntentDeps): Promise<ExitIntentOutcome> {
  let code: number | undefined;
  try {
    code = await deps.checkRedeem();
  } catch {
    code = undefined;
  }
  if (shouldSkipExitDialog(code)) {
    deps.quit();
    return 'skipped';
  }
  if ((await deps.openDialog()) === 'quit') {
    deps.quit();
    return 'quit';
  }
  return 'stayed';
}
