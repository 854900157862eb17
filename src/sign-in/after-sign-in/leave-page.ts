/**
 * Full navigations away from this app: post-sign-in destinations, the retrieve page, other
 * editions' sites. One module so every flow leaves the same way and component tests can watch
 * where a flow leads (jsdom cannot navigate).
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/** Leaves without a history entry (a visitor who is already signed in is sent on). */
export function replacePage(url: string): void {
  window.location.replace(url);
}
