import { HttpResponse, delay, http } from 'msw';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import { failure, reply } from '../envelope';
import { apiPathOf, takeFailureRule } from '../failures/failure-rules';
import type { HandlerContext } from './context';
import { CAMEL_CASE_API_PATHS } from './config-handlers';

/**
 * Runs before every other handler: when a failure rule matches the request's API path, answers
 * the failure (or, for 'slow', waits and lets the normal handler answer). Control endpoints are
 * never affected, so QA can always reset.
 */
export function failureInjectionHandler({ state }: HandlerContext) {
  return http.all(apiRoute('/*'), async ({ request }) => {
    const pathname = new URL(request.url).pathname;
    if (pathname.startsWith(`${SANDBOX_CONTROL_PREFIX}/`)) return undefined;
    const apiPath = apiPathOf(pathname);
    const rule = takeFailureRule(state, apiPath, request.headers.get('guid'));
    if (!rule) return undefined;

    switch (rule.mode) {
      case 'slow':
        await delay(rule.delayMs);
        return undefined;
      case 'network':
        return HttpResponse.error();
      case 'http500':
        return new HttpResponse('Internal Server Error (sandbox failure injection)', {
          status: 500,
          headers: { 'content-type': 'text/plain' },
        });
      case 'http403':
        return new HttpResponse('Forbidden (sandbox failure injection)', {
          status: 403,
          headers: { 'content-type': 'text/plain' },
        });
      case 'retCode': {
        const retCode = rule.retCode ?? 10006;
        return reply(failure(retCode, `Sandbox injected ret_code ${retCode}`), {
          casing: CAMEL_CASE_API_PATHS.has(apiPath) ? 'camel' : 'snake',
        });
      }
      default: {
        const unreachable: never = rule.mode;
        return unreachable;
      }
    }
  });
}
