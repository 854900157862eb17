/**
 * The fields of the third-party request that come from the page (docs/third-party.md, "The flow",
 * step 7), read when the request is made.
 */
import { currentCountry } from '@/lib/storage';
import { currentMiniApp } from '@/sign-in/contracts/mini-app';
import { TG_SOURCE_PARAM, readTgSource, type EventDetailInput } from '@/lib/tracking/event-detail';
import type { ThirdPartyRequestContext } from './run-third-party-flow';

/**
 * Session storage key of the visitor's current country (docs/third-party.md, "The flow", step 7).
 */
export const CURRENT_COUNTRY_KEY = 'currentCountry';

export interface PageFacts {
  readonly referrer: string;
  readonly href: string;
  readonly search: string;
  /** The chat identity when the page runs inside the mini app (docs/mini-app.md). */
  readonly chatIdentity: string;
  readonly liveCountry: string | null;
}

export function currentPageFacts(): PageFacts {
  return {
    referrer: document.referrer,
    href: window.location.href,
    search: window.location.search,
    chatIdentity: currentMiniApp()?.chatIdentity ?? '',
    liveCountry: currentCountry(),
  };
}

export function thirdPartyRequestContext(
  intent: 'login' | 'register',
  referralCode: string | undefined,
  page: PageFacts,
): ThirdPartyRequestContext {
  const query = new URLSearchParams(page.search);
  const linkRef = query.get('ref') ?? undefined;
  const liveCountryCode = page.liveCountry ?? undefined;
  const typedCode = referralCode?.trim() || undefined;
  return {
    locationLink: page.referrer || page.href,
    ...(liveCountryCode ? { liveCountryCode } : {}),
    ...(page.chatIdentity ? { telegramCallback: page.chatIdentity, inMiniApp: true } : {}),
    ...(intent === 'register'
      ? {
          // The form's code; 'manually modified' when it is not the one the link brought.
          userCode: typedCode,
          isManuallyModifyUserCode: typedCode !== undefined && typedCode !== linkRef,
          regLiveCountry: liveCountryCode,
        }
      : { userCode: linkRef, isManuallyModifyUserCode: false }),
  };
}

/**
 * The `ext_json` detail of the third-party events (docs/third-party.md, "Tracking"): the Telegram
 * source the link names (`tg_source`) and whether the referral code was typed by hand, as the
 * request carries it.
 */
export function thirdPartyEventDetail(
  context: ThirdPartyRequestContext,
  page: Pick<PageFacts, 'search'>,
): EventDetailInput {
  return {
    tgSource: readTgSource(new URLSearchParams(page.search).get(TG_SOURCE_PARAM)),
    isManuallyModifyUserCode: context.isManuallyModifyUserCode,
  };
}
