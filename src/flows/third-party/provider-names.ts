import type { ThirdPartyProvider } from './visibility';

/** Brand names are not translated. */
export const PROVIDER_NAMES: Readonly<Record<ThirdPartyProvider, string>> = {
  google: 'Google',
  apple: 'Apple',
  telegram: 'Telegram',
};
