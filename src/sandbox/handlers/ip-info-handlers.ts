import { http } from 'msw';
import { apiRoute } from '../api-prefix';
import { SANDBOX_ONLY_PATHS } from '../sandbox-paths';
import { reply, success } from '../envelope';
import { resolveVisitor } from '../visitor/resolve-visitor';
import type { HandlerContext } from './context';

/**
 * The IP info lookup. The spec does not give its path; the sandbox serves it at
 * GET /v3/public/user/ip-info (docs/sandbox.md).
 */
export function ipInfoHandlers({ state }: HandlerContext) {
  return [
    http.get(apiRoute(SANDBOX_ONLY_PATHS.ipInfo), ({ request, cookies }) => {
      const visitor = resolveVisitor(state, request, cookies);
      return reply(
        success({
          code: visitor.country,
          is_visible: visitor.isVisible,
          is_login: visitor.isLogin,
          group_country: visitor.groupCountry,
          ip: visitor.ip,
        }),
      );
    }),
  ];
}
