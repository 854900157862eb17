import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { captchaFailureReply } from '../captcha/captcha-failure-reply';
import { invalidParameters, reply } from '../envelope';
import { readRequestFields, textField } from '../lib/read-fields';
import {
  changePassword,
  resendPasswordResetCode,
  sendUnbind2faEmail,
  startPasswordReset,
  verifyPasswordResetCodes,
} from '../retrieve/password-reset';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * The password reset (docs/retrieve.md, "Calls"): find-password/validation by `step` (account,
 * resend, code), the unbind-2FA e-mail and find/password. The account step checks the captcha
 * result like the login does; its repeat after the security step (with risk_token) does not.
 */
export function retrieveHandlers({ state }: HandlerContext) {
  return [
    http.post(apiRoute(API_PATHS.findPasswordValidation), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const step = textField(fields, 'step');
      if (step === 'account') {
        return captchaFailureReply(state, fields) ?? reply(startPasswordReset(state, fields));
      }
      if (step === 'resend') return reply(resendPasswordResetCode(state, fields));
      if (step === 'code') return reply(verifyPasswordResetCodes(state, fields));
      return reply(invalidParameters('step must be account, resend or code'));
    }),
    http.post(apiRoute(API_PATHS.unbindGoogle2faEmailSend), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      return reply(sendUnbind2faEmail(state, fields));
    }),
    http.post(apiRoute(API_PATHS.findPassword), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      return reply(changePassword(state, fields));
    }),
  ];
}
