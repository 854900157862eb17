/**
 * A full navigation away from this app (destinations, the retrieve page, other sites). One
 * function so component tests can watch where a login leads (jsdom cannot navigate).
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
