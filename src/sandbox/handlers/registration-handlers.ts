import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { captchaFailureReply } from '../captcha/captcha-failure-reply';
import { chatIdentityFailureReply } from '../chat-app/chat-identity-reply';
import { failure, invalidParameters, reply, success } from '../envelope';
import { SANDBOX_CODE } from '../fixtures/codes';
import { SANDBOX_REFERRAL_CODES } from '../fixtures/referral-codes';
import type { RequestFields } from '../lib/read-fields';
import { readRequestFields, textField } from '../lib/read-fields';
import { completeRegistration } from '../registration/complete-registration';
import { completeReply, startReply } from '../registration/registration-replies';
import { recordRegistrationRequest } from '../registration/record-registration-request';
import { startRegistration } from '../registration/start-registration';
import { SANDBOX_RET_CODES } from '../ret-codes';
import type { RegistrationChannel } from '../state/records';
import { accountFromRequest } from '../state/sessions';
import { resolveVisitor } from '../visitor/resolve-visitor';
import type { HandlerContext, SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

const NOT_RECORDED = { record: false } as const;

/**
 * Registration calls (docs/registration.md, "The registration flow"), both the step flow and the
 * older flow.
 */
export function registrationHandlers({ state }: HandlerContext) {
  // Every registration call is recorded for QA except the activation poll and the live
  // referral check, which would push the interesting calls out of the record.
  const withFields =
    (
      answer: (
        fields: RequestFields,
        request: Request,
        cookies: Record<string, string>,
      ) => Response,
      options: { record: boolean } = { record: true },
    ): SandboxResolver =>
    async ({ request, cookies }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      if (options.record) recordRegistrationRequest(state, request, fields);
      return answer(fields, request, cookies);
    };

  // The send-code calls carry the captcha result (docs/registration.md, "Payloads"); it is checked
  // when present. Inside the mini app send-code and register carry the chat identity, refused
  // with 40004 when it does not hold (docs/mini-app.md).
  const send = (channel?: RegistrationChannel) =>
    withFields(
      (fields, request, cookies) =>
        chatIdentityFailureReply(state, fields) ??
        captchaFailureReply(state, fields) ??
        startReply(
          startRegistration(state, fields, resolveVisitor(state, request, cookies), channel),
        ),
    );

  const register = (call: Parameters<typeof completeRegistration>[3]) =>
    withFields(
      (fields, request, cookies) =>
        chatIdentityFailureReply(state, fields) ??
        completeReply(
          completeRegistration(state, fields, resolveVisitor(state, request, cookies), call),
        ),
    );

  const registrationByUuid = (fields: RequestFields) => {
    const uuid = textField(fields, 'uuid');
    return uuid === undefined ? undefined : state.registrations.get(uuid);
  };

  return [
    http.post(apiRoute(API_PATHS.registerSendVerifyItem), send()),
    http.post(apiRoute(API_PATHS.sendEmailCodeOld), send('email')),
    http.post(apiRoute(API_PATHS.sendMobileCodeOld), send('mobile')),

    http.post(
      apiRoute(API_PATHS.registerVerify),
      withFields((fields) => {
        const registration = registrationByUuid(fields);
        if (!registration) return reply(invalidParameters('uuid is missing or unknown'));
        if (textField(fields, 'verify_code') !== SANDBOX_CODE) {
          return reply(
            failure(SANDBOX_RET_CODES.invalidVerificationCode, 'Invalid verification code', {
              verify_result: 0,
            }),
          );
        }
        registration.codeVerified = true;
        return reply(success({ verify_result: 1 }));
      }),
    ),

    http.get(
      apiRoute(API_PATHS.registerVerifyResult),
      withFields((fields) => {
        const registration = registrationByUuid(fields);
        if (!registration) return reply(invalidParameters('uuid is missing or unknown'));
        return reply(success({ verify_result: registration.linkStatus }));
      }, NOT_RECORDED),
    ),

    http.post(apiRoute(API_PATHS.registerInfo), register('first')),
    http.post(apiRoute(API_PATHS.registerPassword), register('password')),
    http.post(apiRoute(API_PATHS.registerEmail), register('single')),
    http.post(apiRoute(API_PATHS.registerMobile), register('single')),
    // The compliance path serves both flows: the registration's send says which.
    http.post(apiRoute(API_PATHS.registerCompliance), register('compliance')),

    // The partner bind of the register-success side effects (docs/registration.md, Success):
    // a signed-in new account, the partner's channel, a uuid naming the registration and
    // status 'success'. Recorded with the registration calls, so QA sees it was made.
    http.post(
      apiRoute(API_PATHS.partnerPostRegister),
      withFields((fields, request) => {
        if (!accountFromRequest(state, request)) {
          return reply(
            failure(SANDBOX_RET_CODES.notLoggedIn, 'Not logged in or the session expired'),
          );
        }
        const missing = ['channel', 'uuid', 'status'].filter(
          (field) => textField(fields, field) === undefined,
        );
        if (missing.length > 0) return reply(invalidParameters(`${missing.join(', ')} required`));
        return reply(success(null));
      }),
    ),

    http.get(
      apiRoute(API_PATHS.registerRecallInfo),
      withFields((fields) => {
        const registration = registrationByUuid(fields);
        if (!registration || !registration.codeVerified) {
          return reply(invalidParameters('nothing to recall for this uuid'));
        }
        return reply(
          success({
            recall_stage: registration.accountKey ? 'commit_login' : 'commit_password',
            platform: 'pc',
            login_name: registration.email ?? registration.phone?.number ?? '',
            version: 1,
          }),
        );
      }),
    ),

    http.post(
      apiRoute(API_PATHS.referralCodeInfo),
      withFields((fields) => {
        const code = textField(fields, 'code');
        if (!code) return reply(invalidParameters('code is required'));
        const fixture = SANDBOX_REFERRAL_CODES.find(
          (candidate) => candidate.code.toLowerCase() === code.toLowerCase(),
        );
        return reply(
          success(
            fixture
              ? { scene: fixture.scene, tpl: fixture.tpl, info: { success: true } }
              : { scene: 0, tpl: '', info: { success: false } },
          ),
        );
      }, NOT_RECORDED),
    ),
  ];
}
