import { SANDBOX_API_PREFIX } from '../api-prefix';
import type { RequestFields } from '../lib/read-fields';
import type { SandboxState } from '../state/sandbox-state';

/** Enough for one visitor's whole registration plus a few retries; older calls drop off. */
export const REGISTRATION_REQUEST_LIMIT = 50;

/**
 * Keeps a registration call as received (GET /x-api/__sandbox/state, `registrationRequests`), so
 * a person or a browser test can see the payload and headers the client really sent.
 */
export function recordRegistrationRequest(
  state: SandboxState,
  request: Request,
  fields: RequestFields,
): void {
  const pathname = new URL(request.url).pathname;
  const prefixAt = pathname.indexOf(SANDBOX_API_PREFIX);
  state.registrationRequests.push({
    method: request.method,
    path: prefixAt < 0 ? pathname : pathname.slice(prefixAt + SANDBOX_API_PREFIX.length),
    fields: structuredClone(fields),
    headers: { txId: request.headers.get('tx-id'), entry: request.headers.get('entry') },
    atMs: state.settings.now(),
  });
  const excess = state.registrationRequests.length - REGISTRATION_REQUEST_LIMIT;
  if (excess > 0) state.registrationRequests.splice(0, excess);
}
