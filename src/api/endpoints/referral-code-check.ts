/**
 * POST /s1/code/info { code, locale }: the live referral-code check
 * (docs/registration-pieces.md, "Referral code and campaigns"). The answer is folded into the three
 * outcomes the field's status machine knows: false (no such code), a number (any other answer: a
 * ret_code, or -200 when the call failed), or the code's scene and text.
 */
import type { ApiClient } from '../api-client';
import { NETWORK_ERROR_CODE } from '../error-constants';
import { API_PATHS } from '../paths';

/** Scenes of a referral code (docs/registration-pieces.md, "Referral code and campaigns"). */
export const REFERRAL_SCENES = { normal: 0, affiliate: 1, referral: 2, broker: 3 } as const;
export type ReferralScene = (typeof REFERRAL_SCENES)[keyof typeof REFERRAL_SCENES];

/** What a failed check call yields (docs/registration-pieces.md, "Referral code and campaigns"). */
export const REFERRAL_CHECK_FAILED = NETWORK_ERROR_CODE;

export interface ReferralCheckSuccess {
  readonly scene: ReferralScene;
  /** Text the server offers for the code (may be empty). */
  readonly text: string;
}

export type ReferralCheckReturn = false | number | ReferralCheckSuccess;

export interface ReferralCheckInput {
  readonly code: string;
  /** The visitor's language, so the server's text comes in it. */
  readonly locale: string;
  readonly signal?: AbortSignal;
}

export async function checkReferralCode(
  client: ApiClient,
  input: ReferralCheckInput,
): Promise<ReferralCheckReturn> {
  let answer;
  try {
    answer = await client.request({
      method: 'POST',
      path: API_PATHS.referralCodeInfo,
      body: { code: input.code, locale: input.locale },
      // A background check while typing: the field shows the outcome, never a toast.
      hideError: true,
      loadParse: () =>
        import('./referral-code-check.schema').then(
          ({ codeInfoSchema }) =>
            (result) =>
              codeInfoSchema.parse(result ?? {}),
        ),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return REFERRAL_CHECK_FAILED;
  }
  if (!answer || answer.retCode === NETWORK_ERROR_CODE) return REFERRAL_CHECK_FAILED;
  if (answer.retCode !== 0) return answer.retCode;
  const result = answer.result;
  if (!result?.info?.success) return false;
  return { scene: result.scene ?? REFERRAL_SCENES.normal, text: result.tpl ?? '' };
}
