import type { LoginInput } from '@/api/endpoints/login';
import { currentCountry } from '@/lib/storage';
import type { MiniAppHost } from '@/sign-in/contracts/mini-app';

/**
 * What the login call takes from the page rather than the form (spec: login request fields):
 * live_country_code from the session's current country, and the chat-app callback — the chat
 * identity as telegram_callback_mini inside the mini app, else a `telegram_callback` the page was
 * opened with (the chat app's link flow; its bind result is shown after login).
 */
export function withPageFields(
  input: LoginInput,
  miniApp: MiniAppHost | null,
  search: string,
): LoginInput {
  const liveCountryCode = currentCountry() ?? undefined;
  const callback = miniApp
    ? { telegramCallback: miniApp.chatIdentity, inMiniApp: true }
    : { telegramCallback: new URLSearchParams(search).get('telegram_callback') ?? undefined };
  return {
    ...input,
    ...(liveCountryCode ? { liveCountryCode } : {}),
    ...(callback.telegramCallback ? callback : {}),
  };
}
