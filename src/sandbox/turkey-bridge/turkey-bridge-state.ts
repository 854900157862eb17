import { TURKEY_BRIDGE_LINKS } from '../fixtures/turkey-bridge';

/** A quick token the main site issued (docs/turkey-bridge.md, "The calls"). */
export interface QuickTokenRecord {
  /** The main-site account it speaks for. */
  readonly accountKey: string;
  readonly type: string;
  readonly expiresAtMs: number;
}

/** What the sandbox remembers of the Turkey bridge. Plain data, shown in the state snapshot. */
export interface TurkeyBridgeSandboxState {
  /** Issued quick tokens not yet redeemed (a redeemed or expired one is deleted). */
  quickTokens: Map<string, QuickTokenRecord>;
  /** Main-site account key to the key of its linked Turkey-site account. */
  links: Map<string, string>;
  /** Turkey-site accounts whose identity verification comes from the main site (TR_KYC). */
  kycShared: Set<string>;
}

export function createTurkeyBridgeState(): TurkeyBridgeSandboxState {
  return {
    quickTokens: new Map(),
    links: new Map(TURKEY_BRIDGE_LINKS.map((link) => [link.main, link.turkey])),
    kycShared: new Set(),
  };
}
