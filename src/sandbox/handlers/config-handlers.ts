import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import type { EnvelopeCasing } from '../envelope';
import { invalidParameters, reply, success } from '../envelope';
import {
  REGISTER_BUTTON_TEXT_KEY,
  campaignSwitchesOf,
  registerButtonCampaignOn,
} from '../config/campaign-switches';
import { withConfigSwitches } from '../config/config-page-switches';
import { configSwitchesOf } from '../config/config-switches-state';
import type { ConfigEntry } from '../fixtures/config-entries';
import { BANNER_ENTRIES, WEB_CONFIG_ENTRIES, selectEntries } from '../fixtures/config-entries';
import type { RequestFields } from '../lib/read-fields';
import { listField, objectField, readRequestFields, textField } from '../lib/read-fields';
import type { SandboxState } from '../state/sandbox-state';
import type { HandlerContext, SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * The web config answers in the retCode/retMsg casing, so the client's normalisation of both
 * casings (docs/requests-and-errors.md, "What every call does") is exercised; every other endpoint
 * answers ret_code/ret_msg.
 */
export const CAMEL_CASE_API_PATHS: ReadonlySet<string> = new Set([API_PATHS.webConfig]);

/**
 * POST /v3/config/web and POST /v3/config/banner: { project_name, keys, language or
 * properties.language }; the banner answers `web_signuppage_regist_button_text` only while the
 * register-button campaign runs (campaign-switches.ts); and the controls of the config switches
 * (docs/sandbox.md, "Config switches") and the campaign switches.
 */
export function configHandlers({ state }: HandlerContext) {
  const control = `*${SANDBOX_CONTROL_PREFIX}/config`;
  const switches = () => ({ ...configSwitchesOf(state) });
  const bannerEntries = (request: Request) =>
    registerButtonCampaignOn(state, request.headers.get('referer'))
      ? BANNER_ENTRIES
      : BANNER_ENTRIES.filter((entry) => entry.key !== REGISTER_BUTTON_TEXT_KEY);
  return [
    http.post(
      apiRoute(API_PATHS.webConfig),
      configResolver(state, () => WEB_CONFIG_ENTRIES, 'camel'),
    ),
    http.post(apiRoute(API_PATHS.banner), configResolver(state, bannerEntries, 'snake')),
    // POST /x-api/__sandbox/campaigns { registerButton: true | false }: the campaign switches.
    http.post(`*${SANDBOX_CONTROL_PREFIX}/campaigns`, async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const registerButton = String(fields.registerButton);
      if (registerButton !== 'true' && registerButton !== 'false') {
        return reply(invalidParameters('registerButton must be true or false'));
      }
      const campaigns = campaignSwitchesOf(state);
      campaigns.registerButton = registerButton === 'true';
      return reply(success({ ...campaigns }));
    }),
    http.get(control, () => reply(success(switches()))),
    http.post(control, async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const similar = fields['loginPromoSimilar'];
      const zhHostnames = fields['zhHostnameList'];
      if (similar === undefined && zhHostnames === undefined) {
        return reply(invalidParameters('give loginPromoSimilar or zhHostnameList'));
      }
      if (similar !== undefined && similar !== null && typeof similar !== 'boolean') {
        return reply(invalidParameters('loginPromoSimilar must be true, false or null'));
      }
      if (zhHostnames !== undefined && zhHostnames !== null && !isTextList(zhHostnames)) {
        return reply(invalidParameters('zhHostnameList must be a list of host names, or null'));
      }
      const controlled = configSwitchesOf(state);
      if (similar !== undefined) controlled.loginPromoSimilar = similar ?? undefined;
      if (zhHostnames !== undefined) {
        controlled.zhHostnames =
          zhHostnames === null ? undefined : zhHostnames.map((host) => host.trim()).filter(Boolean);
      }
      return reply(success(switches()));
    }),
    http.delete(control, () => {
      const controlled = configSwitchesOf(state);
      controlled.loginPromoSimilar = undefined;
      controlled.zhHostnames = undefined;
      return reply(success(switches()));
    }),
  ];
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function configResolver(
  state: SandboxState,
  entriesFor: (request: Request) => readonly ConfigEntry[],
  casing: EnvelopeCasing,
): SandboxResolver {
  return async ({ request }) => {
    const fields = await readRequestFields(request);
    if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE), { casing });
    if (!textField(fields, 'project_name')) {
      return reply(invalidParameters('project_name is required'), { casing });
    }
    const keys = listField(fields, 'keys');
    if (!keys || keys.length === 0) {
      return reply(invalidParameters('keys must list at least one key'), { casing });
    }
    const list = withConfigSwitches(
      state,
      selectEntries(entriesFor(request), keys, requestedLanguage(fields, request)),
      request.headers.get('referer'),
    );
    return reply(success({ list }), { casing });
  };
}

function requestedLanguage(fields: RequestFields, request: Request): string {
  const properties = objectField(fields, 'properties');
  return (
    (properties && textField(properties, 'language')) ??
    textField(fields, 'language') ??
    request.headers.get('lang') ??
    'en'
  );
}
