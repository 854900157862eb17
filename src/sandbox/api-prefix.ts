/** Every sandbox API path sits under this prefix, like the exchange's own `/x-api` proxy prefix. */
export const SANDBOX_API_PREFIX = '/x-api';

/** Prefix of the QA control endpoints; they are never subject to injected failures. */
export const SANDBOX_CONTROL_PREFIX = `${SANDBOX_API_PREFIX}/__sandbox`;

/**
 * The msw path pattern for an API path. The wildcard origin lets one handler match both the
 * jsdom origin of component tests and whatever host the Node server is reached on.
 */
export function apiRoute(path: `/${string}`): string {
  return `*${SANDBOX_API_PREFIX}${path}`;
}
