/**
 * The app identifier analytics events are counted under: the exchange's learn and announcement
 * sites have their own, every other host the web app's (docs/requests-and-errors.md,
 * "Tracking"). Testnet builds carry testnet's own default.
 */
export interface AppIds {
  readonly default: string;
  /** Exact host names with an identifier of their own. */
  readonly byHost: Readonly<Record<string, string>>;
}

export function appIdFor(hostname: string, appIds: AppIds): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return Object.hasOwn(appIds.byHost, host) ? appIds.byHost[host]! : appIds.default;
}
