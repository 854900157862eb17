/** A full navigation: the flow's destinations are pages of the exchange, outside this app. */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
