/**
 * Translation keys are typed from the English strings (locales/en), so a key that does not exist
 * fails the typecheck. Every other language must have the same keys (npm run locales:check).
 */
import 'i18next';
import type common from '../locales/en/common.json';
import type consent from '../locales/en/consent.json';
import type dialogs from '../locales/en/dialogs.json';
import type errors from '../locales/en/errors.json';
import type login from '../locales/en/login.json';
import type oauth from '../locales/en/oauth.json';
import type register from '../locales/en/register.json';
import type registerExtras from '../locales/en/registerExtras.json';
import type retrieve from '../locales/en/retrieve.json';
import type thirdParty from '../locales/en/thirdParty.json';
import type tradingPassword from '../locales/en/tradingPassword.json';
import type verification from '../locales/en/verification.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      consent: typeof consent;
      dialogs: typeof dialogs;
      errors: typeof errors;
      login: typeof login;
      oauth: typeof oauth;
      register: typeof register;
      registerExtras: typeof registerExtras;
      retrieve: typeof retrieve;
      thirdParty: typeof thirdParty;
      tradingPassword: typeof tradingPassword;
      verification: typeof verification;
    };
  }
}
