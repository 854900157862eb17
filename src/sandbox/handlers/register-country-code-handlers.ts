import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import { reply, success } from '../envelope';
import { REGISTER_COUNTRY_CODES } from '../fixtures/register-country-codes';

/**
 * GET /register/countryCode: the countries phone sign-up accepts, `{ list: [{ code, area_code,
 * name_en, name_{language}… }] }` (the spec shows no shape; docs/registration.md, "Field rules").
 * Public: no session needed.
 */
export function registerCountryCodeHandlers() {
  return [
    http.get(apiRoute(API_PATHS.registerCountryCode), () =>
      reply(success({ list: REGISTER_COUNTRY_CODES })),
    ),
  ];
}
