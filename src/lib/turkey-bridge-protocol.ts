/**
 * The Turkey bridge's message between the main site's popup (`/en/tr-authorized`) and the Turkey
 * page that opened it (docs/turkey-bridge.md, "The message"). Pure: both sides build and check it
 * here, so the shape and the origin rule cannot drift apart.
 */
import { paths } from './route-paths';

/** The popup's types (spec: `/en/tr-authorized?type={BIND_TR|LOGIN_TR|TR_KYC|MIGRANT_EU}`). */
export const TURKEY_BRIDGE_TYPES = ['BIND_TR', 'LOGIN_TR', 'TR_KYC', 'MIGRANT_EU'] as const;

export type TurkeyBridgeType = (typeof TURKEY_BRIDGE_TYPES)[number];

/** The route the popup is served on, on the main site, below the locale segment. */
export const TURKEY_BRIDGE_PATH = paths.turkeyBridge;

/** The popup always opens in English (spec: `/en/tr-authorized`). */
export const TURKEY_BRIDGE_LANGUAGE = 'en';

/** Marks the bridge's messages among whatever else a window may receive. */
export const TURKEY_BRIDGE_SOURCE = 'exchange-turkey-bridge';

/** What the popup posts to the Turkey page once the main site issued the quick token. */
export interface TurkeyBridgeMessage {
  readonly source: typeof TURKEY_BRIDGE_SOURCE;
  readonly type: TurkeyBridgeType;
  readonly quickToken: string;
}

export function isTurkeyBridgeType(value: unknown): value is TurkeyBridgeType {
  return (TURKEY_BRIDGE_TYPES as readonly unknown[]).includes(value);
}

export function bridgeMessage(type: TurkeyBridgeType, quickToken: string): TurkeyBridgeMessage {
  return { source: TURKEY_BRIDGE_SOURCE, type, quickToken };
}

/**
 * The bridge message an event carries, or undefined: it must come from one of the `expected`
 * origins (exactly, scheme and port included), from the window the page opened when one is given,
 * and have the message's shape with a non-empty token.
 */
export function receivedBridgeMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  expected: readonly string[],
  from?: MessageEventSource | null,
): TurkeyBridgeMessage | undefined {
  if (!expected.includes(event.origin)) return undefined;
  if (from !== undefined && from !== null && event.source !== from) return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (record.source !== TURKEY_BRIDGE_SOURCE || !isTurkeyBridgeType(record.type)) return undefined;
  if (typeof record.quickToken !== 'string' || record.quickToken === '') return undefined;
  return bridgeMessage(record.type, record.quickToken);
}

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
  return `${mainOrigin}/${TURKEY_BRIDGE_LANGUAGE}${TURKEY_BRIDGE_PATH}?type=${type}`;
}
