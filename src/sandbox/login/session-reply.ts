import { reply, success } from '../envelope';
import type { SandboxAccount } from '../state/records';

/**
 * Header the client reads the current site from
 * (docs/requests-and-errors.md, "What every call does").
 */
export const SITE_HEADER = 'x-refer-site-id';

/** The login result fields every successful sign-in answers (login, QR, registration). */
export function sessionResult(account: SandboxAccount): Record<string, unknown> {
  const createdSeconds = Math.floor(account.createdAtMs / 1000);
  return {
    id: account.id,
    country: account.country,
    create_time: createdSeconds,
    registration_origin_time: createdSeconds,
    pre_action: account.scenario.kind === 'pre-action' ? 1 : 0,
    ...(account.scenario.kind === 'guided' ? { guide_type: account.scenario.guideType } : {}),
  };
}

/** ret_code 0 with the session token at top level, currentSite and the x-refer-site-id header. */
export function sessionReply(
  account: SandboxAccount,
  token: string,
  extraResult: Record<string, unknown> = {},
): Response {
  return reply(
    success({ ...sessionResult(account), ...extraResult }, { token, currentSite: account.site }),
    { headers: { [SITE_HEADER]: account.site } },
  );
}
