import { HttpResponse, http } from 'msw';
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import type { FailureRequest } from '../failures/failure-rules';
import { FAILURE_MODES, addFailureRule, clearFailureRules } from '../failures/failure-rules';
import type { RequestFields } from '../lib/read-fields';
import { readRequestFields, textField } from '../lib/read-fields';
import type { FailureMode } from '../state/records';
import { resetSandboxState } from '../state/sandbox-state';
import { snapshotSandboxState } from '../state/state-snapshot';
import { completeVisitor } from '../visitor/resolve-visitor';
import { VISITOR_COOKIE, encodeVisitorCookie } from '../visitor/visitor-cookie';
import { toVisitorOverride } from '../visitor/visitor-override';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

const control = (path: `/${string}`) => `*${SANDBOX_CONTROL_PREFIX}${path}`;
const CLEAR_VISITOR_COOKIE = `${VISITOR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** QA endpoints under /x-api/__sandbox/: reset, state, failure injection, visitor country. */
export function controlHandlers({ state }: HandlerContext) {
  return [
    http.post(control('/reset'), () => {
      resetSandboxState(state);
      return reply(success({ reset: true }), { headers: { 'set-cookie': CLEAR_VISITOR_COOKIE } });
    }),

    http.get(control('/state'), () => reply(success(snapshotSandboxState(state)))),

    http.post(control('/fail'), async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const parsed = parseFailureRequest(fields);
      if (typeof parsed === 'string') return reply(invalidParameters(parsed));
      return reply(success({ rule: addFailureRule(state, parsed) }));
    }),

    http.delete(control('/fail'), () => {
      clearFailureRules(state);
      return reply(success({ cleared: true }));
    }),

    http.get(control('/visitor'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const override = toVisitorOverride({
        country: params.get('country') ?? undefined,
        isVisible: params.get('is_visible') ?? undefined,
        isLogin: params.get('is_login') ?? undefined,
        ip: params.get('ip') ?? undefined,
      });
      const clear = params.get('clear') === '1' || !override;
      const cookie = clear
        ? CLEAR_VISITOR_COOKIE
        : `${VISITOR_COOKIE}=${encodeVisitorCookie(override)}; Path=/; SameSite=Lax`;
      const redirect = params.get('redirect');
      if (redirect && isLocalPath(redirect)) {
        return new HttpResponse(null, {
          status: 302,
          headers: { location: redirect, 'set-cookie': cookie },
        });
      }
      return reply(success({ visitor: clear ? null : completeVisitor(override) }), {
        headers: { 'set-cookie': cookie },
      });
    }),
  ];
}

function parseFailureRequest(fields: RequestFields): FailureRequest | string {
  const path = textField(fields, 'path');
  if (!path) return 'path is required (an API path such as /login, or *)';
  const mode = textField(fields, 'mode');
  if (!mode || !FAILURE_MODES.includes(mode as FailureMode)) {
    return `mode must be one of ${FAILURE_MODES.join(', ')}`;
  }
  const retCode = optionalInteger(fields, 'retCode');
  const times = optionalInteger(fields, 'times');
  const delayMs = optionalInteger(fields, 'delayMs');
  if (mode === 'retCode' && retCode === undefined) return 'retCode is required with mode retCode';
  if (Number.isNaN(retCode) || Number.isNaN(times) || Number.isNaN(delayMs)) {
    return 'retCode, times and delayMs must be integers';
  }
  if (times !== undefined && times < 1) return 'times must be at least 1';
  const guid = textField(fields, 'guid');
  return { path, mode: mode as FailureMode, retCode, times, delayMs, ...(guid ? { guid } : {}) };
}

/** undefined when absent, NaN when present but not an integer. */
function optionalInteger(fields: RequestFields, name: string): number | undefined {
  const text = textField(fields, name);
  if (text === undefined) return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Only same-site paths, so the control cannot be used as an open redirect. */
function isLocalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}
