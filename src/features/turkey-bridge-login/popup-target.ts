/**
 * Where the popup may send the quick token (docs/turkey-bridge.md, "The message"): the opener,
 * at each origin of the Turkey edition's site, named explicitly. A window at any other origin
 * receives nothing (postMessage drops a message whose target origin does not match).
 */
import { siteOrigins } from '@/lib/turkey-bridge-origins';
import { bridgeMessage, type TurkeyBridgeType } from '@/lib/turkey-bridge-protocol';

export interface PopupTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Posts the token to the opener at every origin of the Turkey site; returns those origins. */
export function postQuickToken(
  opener: PopupTarget,
  turkeyHosts: readonly string[],
  current: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  type: TurkeyBridgeType,
  quickToken: string,
): string[] {
  const origins = siteOrigins(turkeyHosts, current);
  for (const origin of origins) opener.postMessage(bridgeMessage(type, quickToken), origin);
  return origins;
}
