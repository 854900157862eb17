import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { invalidParameters, reply, success } from '../envelope';
import { SANDBOX_COUNTRIES } from '../fixtures/countries';
import { isRestrictedCountry } from '../fixtures/restricted-countries';
import { SANDBOX_WHITE_HOSTS } from '../fixtures/white-hosts';
import { randomHex } from '../lib/random-id';
import type { SandboxResolver } from './context';

/**
 * The only captcha type the captcha-info calls are made with
 * (docs/verification.md, "Order of providers").
 */
export const CAPTCHA_INFO_TYPE = 'CAPTCHA_TYPE_BEHAVIOR_GEETEST';

/**
 * Captcha info, country list and the redirect whitelist: public, token-less lookups. The
 * whitelist answers `{ hosts: [origin, …] }` (designed in docs/requests-and-errors.md, "Redirect
 * safety"; the sandbox's list in docs/sandbox.md, "Redirect whitelist").
 */
export function publicInfoHandlers() {
  const captchaInfo: SandboxResolver = ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (type !== CAPTCHA_INFO_TYPE) {
      return reply(invalidParameters(`type must be ${CAPTCHA_INFO_TYPE}`));
    }
    return reply(
      success({
        gt: 'sandbox-gt',
        challenge: randomHex(16),
        sGt: 'sandbox-sgt',
        sChallenge: randomHex(16),
        success: 1,
        newCaptcha: true,
      }),
    );
  };

  return [
    http.get(apiRoute(API_PATHS.loginCaptchaInfo), captchaInfo),
    http.get(apiRoute(API_PATHS.registerCaptchaInfo), captchaInfo),
    http.get(apiRoute(API_PATHS.countryList), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const withDisabled = params.get('is_disable') === '1';
      const withIso = params.get('is_iso') === '1';
      const list = SANDBOX_COUNTRIES.map(({ iso3, ...country }) => ({
        ...country,
        ...(withIso ? { iso_code: iso3 } : {}),
        ...(withDisabled ? { is_disable: isRestrictedCountry(country.code) ? 1 : 0 } : {}),
      }));
      return reply(success({ list }));
    }),
    http.get(apiRoute(API_PATHS.whiteHosts), () => reply(success({ hosts: SANDBOX_WHITE_HOSTS }))),
  ];
}
