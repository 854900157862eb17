/**
 * The referral field's status machine (docs/registration-pieces.md, "Referral code and campaigns"):
 * an empty code has no status; a check saying false is an error (type -1, refCodeErrorMsg1); a
 * numeric return (another ret_code, or -200 for a failed call) resets the status; success is type 1
 * with the server's optional text.
 */
import type { ReferralCheckReturn, ReferralScene } from '@/api/endpoints/referral-code-check';

export const REFERRAL_ERROR_MESSAGE_KEY = 'refCodeErrorMsg1';

export type ReferralStatus =
  | null
  | { readonly type: -1; readonly messageKey: typeof REFERRAL_ERROR_MESSAGE_KEY }
  | { readonly type: 1; readonly text: string; readonly scene: ReferralScene };

/** The status once a check of a non-empty code has returned. */
export function statusAfterCheck(checked: ReferralCheckReturn): ReferralStatus {
  if (checked === false) return { type: -1, messageKey: REFERRAL_ERROR_MESSAGE_KEY };
  if (typeof checked === 'number') return null;
  return { type: 1, text: checked.text, scene: checked.scene };
}

/** Whether a code is worth checking: empty (after trimming) has no status at all. */
export function isCheckableCode(code: string): boolean {
  return code.trim() !== '';
}
