import type { SandboxVisitorOverride } from '../state/records';
import { toVisitorOverride } from './visitor-override';

/** Set by GET /x-api/__sandbox/visitor; wins over every other visitor source. */
export const VISITOR_COOKIE = 'sandbox_visitor';

export function encodeVisitorCookie(override: SandboxVisitorOverride): string {
  return encodeURIComponent(
    JSON.stringify({
      country: override.country,
      is_visible: override.isVisible,
      is_login: override.isLogin,
      ip: override.ip,
    }),
  );
}

export function decodeVisitorCookie(value: string | undefined): SandboxVisitorOverride | undefined {
  if (!value) return undefined;
  try {
    // msw hands cookies over already URL-decoded; a raw header value is still encoded.
    const text = value.startsWith('%7B') ? decodeURIComponent(value) : value;
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return toVisitorOverride({
      country: parsed.country,
      isVisible: parsed.is_visible,
      isLogin: parsed.is_login,
      ip: parsed.ip,
    });
  } catch {
    return undefined;
  }
}
