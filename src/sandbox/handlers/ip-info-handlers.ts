import { http } from 'msw';
import { apiRoute } from '../api-prefix';
import { SANDBOX_ONLY_PATHS } from '../sandbox-paths';
import { reply, success } from '../envelope';
import { resolveVisitor } from '../visitor/resolve-visitor';
import type { HandlerContext } from './context';

/**
 * Regions the visitor control accepts by name (docs/sandbox.md, "Visitor country (IP info)"):
 * the IP info answers their country's code and the region (ISO 3166-2).
 */
const REGIONS: Readonly<Record<string, { code: string; region: string }>> = {
  ontario: { code: 'CA', region: 'CA-ON' },
};

/** The IP info's `code` (and `region` for a region) for the visitor's country setting. */
export function ipLocationOf(country: string): { code: string; region?: string } {
  return REGIONS[country.toLowerCase()] ?? { code: country };
}

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
          ...ipLocationOf(visitor.country),
          is_visible: visitor.isVisible,
          is_login: visitor.isLogin,
          group_country: visitor.groupCountry,
          ip: visitor.ip,
        }),
      );
    }),
  ];
}
