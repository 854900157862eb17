/**
 * URL locale prefixes: `/en/login`, `/tr/login`, `/xx-XX/login` or none. A prefix is matched
 * against the edition's languages exactly (case-insensitive), else by its base language
 * (`/tr/login` on the Turkey edition is tr-TUR). Anything else is not a locale.
 */
export function matchLocalePrefix(
  prefix: string | undefined,
  available: readonly string[],
): string | undefined {
  if (!prefix || !/^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/i.test(prefix)) return undefined;
  const lower = prefix.toLowerCase();
  const exact = available.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return available.find((code) => code.toLowerCase().split('-')[0] === base);
}

/** Splits `/tr/login` into the language and the rest; paths without a known prefix keep it all. */
export function splitLocalePath(
  pathname: string,
  available: readonly string[],
): { language: string | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const language = matchLocalePrefix(match?.[1], available);
  if (!language) return { language: undefined, rest: pathname };
  return { language, rest: match?.[2] ?? '/' };
}

/**
 * Picks the visitor's language: URL prefix, then the chat app user's language inside the mini
 * app (Telegram's `language_code` matched to one the edition offers; docs/mini-app.md), then the
 * stored choice, then the edition default.
 */
export function chooseLanguage(input: {
  fromUrl: string | undefined;
  fromChatApp?: string | undefined;
  stored: string | null;
  available: readonly string[];
  fallback: string;
}): string {
  if (input.fromUrl) return input.fromUrl;
  if (input.fromChatApp) return input.fromChatApp;
  if (input.stored && input.available.includes(input.stored)) return input.stored;
  return input.fallback;
}
