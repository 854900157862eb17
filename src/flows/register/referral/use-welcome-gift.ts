import { useApiClient } from '@/sign-in/contracts/api-client';
import { welcomeGiftQueryOptions } from '@/api/endpoints/login-entry-config';
import { useEdition } from '@/editions/edition-context';
import type { SignUpOriginType } from '../channel/channel-info';
import { welcomeGiftAmount } from './welcome-gift-amount';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

export interface WelcomeGift {
  /** The amount offered for this sign-up origin; undefined while loading or without an offer. */
  readonly amount: string | undefined;
  /** A welcome-gift / redeem offer is active (drives the exit intent and modal retention). */
  readonly active: boolean;
  /**
   * The offer is not known yet (as in the prerendered page) and the edition expects one: the
   * line's space is held so the form does not move when it arrives (docs/performance.md,
   * "Settling without layout shift").
   */
  readonly pending: boolean;
}

/** The welcome gift for the visitor's sign-up origin on this edition. */
export function useWelcomeGift(origin: SignUpOriginType): WelcomeGift {
  const client = useApiClient();
  const { manifest } = useEdition();
  const { data, isPending } = useOnDemandQuery(welcomeGiftQueryOptions(client));
  const amount = data ? welcomeGiftAmount(data, origin, manifest.siteCode) : undefined;
  return {
    amount,
    active: amount !== undefined,
    pending: isPending && manifest.register.welcomeGift === 'expected',
  };
}
