import { http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import type { CaptchaAnswer } from '../captcha/captcha-challenges';
import {
  describeChallenge,
  isCorrectAnswer,
  issueChallenge,
  issueToken,
} from '../captcha/captcha-challenges';
import {
  CAPTCHA_MODES,
  isCaptchaMode,
  isCaptchaModeTarget,
  resolveCaptchaMode,
} from '../captcha/captcha-modes';
import { SANDBOX_CAPTCHA_PROVIDERS, isSandboxCaptchaProvider } from '../captcha/captcha-providers';
import type { CaptchaBinding } from '../captcha/captcha-state';
import { createCaptchaState } from '../captcha/captcha-state';
import type { RequestFields } from '../lib/read-fields';
import { listField, readRequestFields, textField } from '../lib/read-fields';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

const control = (path: string) => `*${SANDBOX_CONTROL_PREFIX}/captcha${path}`;

/**
 * The captcha side of the sandbox (docs/sandbox.md, 'Captcha'): the QA control that sets each
 * provider's mode, and the back end the stand-in scripts talk to, as the real providers' scripts
 * talk to their own servers. Solving a challenge issues a token the login and registration
 * handlers accept once (src/sandbox/captcha/captcha-fields.ts).
 */
export function captchaHandlers({ state }: HandlerContext) {
  const modesFor = (request: Request) =>
    Object.fromEntries(
      SANDBOX_CAPTCHA_PROVIDERS.map((provider) => [
        provider,
        resolveCaptchaMode(provider, {
          referer: request.headers.get('referer'),
          controlled: state.captcha.modes,
        }),
      ]),
    );

  return [
    http.get(control(''), ({ request }) =>
      reply(success({ controlled: state.captcha.modes, effective: modesFor(request) })),
    ),

    http.post(control(''), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const provider = textField(fields, 'provider') ?? '*';
      const mode = textField(fields, 'mode');
      if (!isCaptchaModeTarget(provider)) {
        return reply(
          invalidParameters(`provider must be one of ${SANDBOX_CAPTCHA_PROVIDERS.join(', ')} or *`),
        );
      }
      if (!isCaptchaMode(mode)) {
        return reply(invalidParameters(`mode must be one of ${CAPTCHA_MODES.join(', ')}`));
      }
      state.captcha.modes = { ...state.captcha.modes, [provider]: mode };
      return reply(success({ controlled: state.captcha.modes, effective: modesFor(request) }));
    }),

    http.delete(control(''), () => {
      state.captcha = createCaptchaState();
      return reply(success({ cleared: true }));
    }),

    http.post(control('/challenge'), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const provider = textField(fields, 'provider');
      if (!isSandboxCaptchaProvider(provider)) {
        return reply(
          invalidParameters(`provider must be one of ${SANDBOX_CAPTCHA_PROVIDERS.join(', ')}`),
        );
      }
      const quality = readQuality(fields);
      if (typeof quality === 'string') return reply(invalidParameters(quality));
      const binding = { ...readBinding(fields), ...(quality === undefined ? {} : { quality }) };
      const mode = resolveCaptchaMode(provider, {
        referer: request.headers.get('referer'),
        controlled: state.captcha.modes,
      });
      if (mode === 'auto') {
        const token = issueToken(state.captcha, provider, binding, state.settings.now());
        return reply(success({ auto: true, token: token.token, randstr: token.randstr }));
      }
      return reply(
        success({ challenge: describeChallenge(issueChallenge(state.captcha, provider, binding)) }),
      );
    }),

    http.post(control('/solve'), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const id = textField(fields, 'id');
      const challenge = id === undefined ? undefined : state.captcha.challenges.get(id);
      if (!challenge) return reply(invalidParameters('id is missing or not an open challenge'));
      const answer = readAnswer(fields);
      if (!answer) return reply(invalidParameters('answer with x (slider) or tiles (pictures)'));
      // Every challenge takes one answer; a retry gets a fresh puzzle, as the providers do.
      state.captcha.challenges.delete(challenge.id);
      const mode = resolveCaptchaMode(challenge.provider, {
        referer: request.headers.get('referer'),
        controlled: state.captcha.modes,
      });
      if (mode === 'reject') return reply(success({ passed: false, rejected: true }));
      if (!isCorrectAnswer(challenge, answer))
        return reply(success({ passed: false, retry: true }));
      const token = issueToken(
        state.captcha,
        challenge.provider,
        challenge.binding,
        state.settings.now(),
      );
      return reply(success({ passed: true, token: token.token, randstr: token.randstr }));
    }),
  ];
}

function readBinding(fields: RequestFields): CaptchaBinding {
  const scene = textField(fields, 'scene');
  const challenge = textField(fields, 'challenge');
  return {
    ...(scene === undefined ? {} : { scene }),
    ...(challenge === undefined ? {} : { challenge }),
  };
}

/**
 * The new captcha's `quality`, as the exchange's captcha service takes it: a whole number from 1
 * to 100 (docs/verification.md, "Quality"). A message when it is anything else.
 */
function readQuality(fields: RequestFields): number | string | undefined {
  const text = textField(fields, 'quality');
  if (text === undefined) return undefined;
  const quality = Number(text);
  return Number.isInteger(quality) && quality >= 1 && quality <= 100
    ? quality
    : `quality must be a whole number from 1 to 100, not ${text}`;
}

function readAnswer(fields: RequestFields): CaptchaAnswer | undefined {
  const x = textField(fields, 'x');
  if (x !== undefined && Number.isFinite(Number(x))) return { x: Number(x) };
  const tiles = listField(fields, 'tiles');
  return tiles ? { tiles } : undefined;
}
