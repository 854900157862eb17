import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { reply, success } from '../envelope';
import { IP_LIMITED_VISITOR_IP } from '../fixtures/registration-visitors';
import type { SandboxVisitor } from '../visitor/resolve-visitor';
import { resolveVisitor } from '../visitor/resolve-visitor';
import type { HandlerContext } from './context';

/** The answers of the registration-permission check; the spec does not show its shape. */
export const REGISTER_PERMISSION = {
  allowed: 'allow',
  /** The visitor's IP may not register at all: the ban dialog (IP banned). */
  ipBan: 'ip_ban',
  /** Too many sign-ups from this IP for now: the IP-limit notice. */
  ipLimit: 'ip_limit',
} as const;

export type RegisterPermission = (typeof REGISTER_PERMISSION)[keyof typeof REGISTER_PERMISSION];

export function registerPermissionOf(visitor: SandboxVisitor): RegisterPermission {
  if (visitor.isVisible === 0) return REGISTER_PERMISSION.ipBan;
  if (visitor.ip === IP_LIMITED_VISITOR_IP) return REGISTER_PERMISSION.ipLimit;
  return REGISTER_PERMISSION.allowed;
}

/**
 * GET /register/permission_v2: may this visitor's IP register
 * (docs/registration.md, "The registration flow", step 2)? Answers `{ status, ip, country }` with
 * status allow, ip_ban (is_visible 0, e.g. a restricted country) or ip_limit (the visitor IP
 * 198.51.100.20).
 */
export function registerPermissionHandlers({ state }: HandlerContext) {
  return [
    http.get(apiRoute(API_PATHS.registerPermission), ({ request, cookies }) => {
      const visitor = resolveVisitor(state, request, cookies);
      return reply(
        success({
          status: registerPermissionOf(visitor),
          ip: visitor.ip,
          country: visitor.country,
        }),
      );
    }),
  ];
}
