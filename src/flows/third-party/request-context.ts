/**
 * The fields of the third-party request that come from the page (docs/third-party.md, "The flow",
 * step 7), read when the request is made.
 */
import { sessionStore } from '@/lib/storage';
import type { ThirdPartyRequestContext } from './run-third-party-flow';

/**
 * Session storage key of the visitor's current country (docs/third-party.md, "The flow", step 7).
 */
export const CURRENT_COUNTRY_KEY = 'currentCountry';

export interface PageFacts {
  readonly referrer: string;
  readonly href: string;
  readonly search: string;
  /** The chat app's init data when the page runs inside it. */
  readonly chatAppInitData: string;
  readonly liveCountry: string | null;
}

export function currentPageFacts(): PageFacts {
  const telegram = (window as unknown as { Telegram?: { WebApp?: { initData?: unknown } } })
    .Telegram;
  const initData = telegram?.WebApp?.initData;
  return {
    referrer: document.referrer,
    href: window.location.href,
    search: window.location.search,
    chatAppInitData: typeof initData === 'string' ? initData : '',
    liveCountry: sessionStore.get(CURRENT_COUNTRY_KEY),
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
    ...(page.chatAppInitData ? { telegramCallback: page.chatAppInitData } : {}),
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
