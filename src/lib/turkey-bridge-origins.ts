/**
 * Where the Turkey bridge's two sides are (docs/turkey-bridge.md, "The message"): the origins of
 * an edition's hosts and the popup's address. Apart from the message (turkey-bridge-protocol.ts)
 * so the Turkey pages' first load carries only what the button needs.
 */
import { paths } from './route-paths';
import type { TurkeyBridgeType } from './turkey-bridge-protocol';

/** The popup always opens in English (spec: `/en/tr-authorized`). */
export const TURKEY_BRIDGE_LANGUAGE = 'en';

/**
 * The origin of a site host as seen from the current page. Sandbox hosts carry no port because
 * every edition is served by the one local preview server, so a `localhost` host borrows the
 * current page's port; other hosts take the current page's scheme and no port.
 */
export function siteOrigin(
  host: string,
  current: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): string {
  const hasPort = /:\d+$/.test(host);
  const isLocal = host === 'localhost' || host.endsWith('.localhost');
  const port = !hasPort && isLocal && current.port ? `:${current.port}` : '';
  return `${current.protocol}//${host}${port}`;
}

/** Every origin an edition is served on (its hosts in this build's environment). */
export function siteOrigins(
  hosts: readonly string[],
  current: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): string[] {
  return hosts.map((host) => siteOrigin(host, current));
}

/** The popup's address on the main site (spec: `/en/tr-authorized?type=…`). */
export function bridgePopupUrl(mainOrigin: string, type: TurkeyBridgeType): string {
  return `${mainOrigin}/${TURKEY_BRIDGE_LANGUAGE}${paths.turkeyBridge}?type=${type}`;
}
