/**
 * Talking to the page that embeds the register modal
 * (docs/registration.md, "Screens and how to reach them", Modal): the close reason and the success
 * callback go to the parent window by postMessage, and only to an origin of the product's own (the
 * embedding page's origin, read from the referrer), so a stranger framing the page learns nothing.
 */
import type { RegistrationSuccess } from '../flow/finish-registration';

export const HOST_MESSAGE_SOURCE = 'exchange-register';
/**
 * The reason a modal closed by the visitor reports
 * (docs/registration.md, "Screens and how to reach them", Modal).
 */
export const MANUAL_SHUTDOWN = 'ManualShutdown';

export type HostMessage =
  | { readonly source: typeof HOST_MESSAGE_SOURCE; readonly type: 'close'; readonly reason: string }
  | ({
      readonly source: typeof HOST_MESSAGE_SOURCE;
      readonly type: 'success';
    } & RegistrationSuccess);

/** The embedding page's origin when it is one of ours; null when not embedded or a stranger. */
export function trustedHostOrigin(input: {
  readonly embedded: boolean;
  readonly referrer: string;
  readonly ownOrigin: string;
  readonly ownHosts: readonly string[];
}): string | null {
  if (!input.embedded || input.referrer === '') return null;
  let referrer: URL;
  try {
    referrer = new URL(input.referrer);
  } catch {
    return null;
  }
  if (referrer.origin === input.ownOrigin) return referrer.origin;
  const host = referrer.hostname.toLowerCase();
  const own = input.ownHosts.some((entry) => host === entry || host.endsWith(`.${entry}`));
  return own && referrer.protocol === 'https:' ? referrer.origin : null;
}

/** Posts to the embedding page; false when there is no trusted one (the caller then navigates). */
export function notifyHost(message: HostMessage, ownHosts: readonly string[]): boolean {
  const embedded = window.parent !== window;
  const origin = trustedHostOrigin({
    embedded,
    referrer: document.referrer,
    ownOrigin: window.location.origin,
    ownHosts,
  });
  if (!origin) return false;
  window.parent.postMessage(message, origin);
  return true;
}
