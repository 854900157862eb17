import { useMemo } from 'react';
import { readReferralCookie } from '../channel/referral-cookie';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';

/**
 * The code the referral field starts with: the embedding's prefilled user code, else the code of
 * the landing link (channel info userCode), else the registration referral cookie. Undefined
 * until hydrated, because the cookie cannot be read in a prerendered page.
 */
export function useDefaultReferralCode(
  prefilled: string | undefined,
  channelCode: string | undefined,
): string | undefined {
  const hydrated = useAfterHydration();
  return useMemo(() => {
    if (prefilled) return prefilled;
    if (channelCode) return channelCode;
    return hydrated ? (readReferralCookie() ?? undefined) : undefined;
  }, [prefilled, channelCode, hydrated]);
}
