import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { readChannelCookie, writeChannelCookie } from './channel-cookie';
import {
  channelFieldsFromUrl,
  hasChannelFields,
  resolveChannelInfo,
  type ChannelInfo,
} from './channel-info';
import { writeReferralCookie } from './referral-cookie';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';

/**
 * The channel info of this visit. A prerendered first render uses the URL only (there are no
 * cookies there); once hydrated the channel cookie and the referrer are added. A landing URL
 * that carries channel fields is remembered for 7 days, its referral code in the registration
 * referral cookie. Call it once per page and hand the result to the pieces that need it.
 */
export function useChannelInfo(): ChannelInfo {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const hydrated = useAfterHydration();

  useEffect(() => {
    const fromUrl = channelFieldsFromUrl(search);
    if (!hasChannelFields(fromUrl)) return;
    writeChannelCookie(fromUrl);
    if (fromUrl.ref) writeReferralCookie(fromUrl.ref);
  }, [search]);

  return useMemo(
    () =>
      resolveChannelInfo({
        search,
        stored: hydrated ? readChannelCookie() : null,
        ...(hydrated && document.referrer ? { referrer: document.referrer } : {}),
        language,
      }),
    [search, hydrated, language],
  );
}
