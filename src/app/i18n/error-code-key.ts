import type { ParseKeys } from 'i18next';

/**
 * The key of an API error code's text in the `errors` namespace (`codes` in
 * locales/en/errors.json). Codes come from the server, so a key built from one cannot be checked
 * when compiling. The two places that build one (src/app/api/create-app-api-client.ts,
 * src/app/dialogs/use-dialog-message.ts) assert this type and translate the key only when
 * `i18n.exists` finds it; otherwise they show the catalogue's default text or the server's message.
 */
export type ErrorCodeKey = Extract<ParseKeys<'errors'>, `codes.${string}`>;
