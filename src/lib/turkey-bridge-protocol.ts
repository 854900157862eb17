/**
 * The Turkey bridge's message between the main site's popup (`/en/tr-authorized`) and the Turkey
 * page that opened it (docs/turkey-bridge.md, "The message"). Pure: both sides build and check it
 * here, so the shape and the origin rule cannot drift apart. Where the two sides are:
 * turkey-bridge-origins.ts.
 */
/** The popup's types (spec: `/en/tr-authorized?type={BIND_TR|LOGIN_TR|TR_KYC|MIGRANT_EU}`). */
export const TURKEY_BRIDGE_TYPES = ['BIND_TR', 'LOGIN_TR', 'TR_KYC', 'MIGRANT_EU'] as const;

export type TurkeyBridgeType = (typeof TURKEY_BRIDGE_TYPES)[number];

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
