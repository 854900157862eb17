import { currentCountry } from '@/lib/storage';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { ipInfoQueryOptions } from '@/api/endpoints/ip-info';
import { useFeatureHooks } from '@/editions/slot';
import { TG_SOURCE_PARAM, readTgSource } from '@/lib/tracking/event-detail';
import { channelInfoPayload, type ChannelInfo } from '../channel/channel-info';
import type { RegisterFormValues } from '../fields/register-form-values';
import type { RegistrationPageFacts } from '../flow/registration-payload';
import { REFERRAL_FIELD_NAME } from '../referral/referral-code-field';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

declare global {
  interface Window {
    Telegram?: { WebApp?: { initData?: string } };
  }
}

export interface RegistrationPageFactsSources {
  readonly form: UseFormReturn<RegisterFormValues>;
  readonly channel: ChannelInfo;
  /** Residence chosen in the picker (two-letter code), when the edition shows one. */
  readonly residence: string | undefined;
  readonly telegramCallback: string | undefined;
}

/**
 * What the registration calls carry besides the account (docs/registration.md, "Payloads"),
 * read at the moment of the call: the form's referral code (and whether the visitor changed it),
 * the residence or the visitor's IP country, the page and where the visitor came from, the
 * language, and the fields the edition's features add. A feature's `from` becomes the register
 * source (Turkey's own, for instance).
 */
export function useRegistrationPageFacts(
  sources: RegistrationPageFactsSources,
): () => RegistrationPageFacts {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const payloadHooks = useFeatureHooks('registerPayload');
  const [query] = useSearchParams();
  const tgSource = readTgSource(query.get(TG_SOURCE_PARAM));
  const ipInfo = useOnDemandQuery(ipInfoQueryOptions(client));
  const { form, channel, residence, telegramCallback } = sources;
  const ipCountry = ipInfo.data?.code;

  return useCallback(() => {
    const values = form.getValues();
    const contributed = Object.assign({}, ...payloadHooks.map((hook) => hook(values))) as Record<
      string,
      unknown
    >;
    const { from, ...featureFields } = contributed;
    const userCode = typeof values.ref === 'string' ? values.ref.trim() : '';
    const liveCountry = residence ?? currentCountry() ?? ipCountry;
    return {
      channelInfo: channelInfoPayload(channel),
      registChannel: channel.regist_channel,
      userCode: userCode === '' ? undefined : userCode,
      isManuallyModifyUserCode: form.getFieldState(REFERRAL_FIELD_NAME).isDirty,
      url: window.location.href,
      locationLink: document.referrer || window.location.href,
      liveCountryCode: liveCountry ?? undefined,
      regLiveCountry: residence,
      telegramCallback,
      inMiniApp: Boolean(window.Telegram?.WebApp?.initData),
      lang: i18n.language,
      registerSource: typeof from === 'string' ? from : undefined,
      featureFields,
      tgSource,
    };
  }, [
    form,
    channel,
    residence,
    telegramCallback,
    payloadHooks,
    ipCountry,
    i18n.language,
    tgSource,
  ]);
}
