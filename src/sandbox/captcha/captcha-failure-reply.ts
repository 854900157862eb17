import { failure, reply } from '../envelope';
import type { RequestFields } from '../lib/read-fields';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { SandboxState } from '../state/sandbox-state';
import { checkCaptchaFields, isFollowUpRequest } from './captcha-fields';

/**
 * The refusal for a request whose captcha result is not one the stand-ins issued (or was used
 * before), or undefined to go on. Requests without a result, and follow-ups of a call the
 * captcha already passed for, are not checked.
 */
export function captchaFailureReply(
  state: SandboxState,
  fields: RequestFields,
): Response | undefined {
  if (isFollowUpRequest(fields)) return undefined;
  const check = checkCaptchaFields(state.captcha, fields);
  if (check.kind !== 'failed') return undefined;
  return reply(
    failure(SANDBOX_RET_CODES.captchaFailed, `Captcha verification failed: ${check.message}`),
  );
}
