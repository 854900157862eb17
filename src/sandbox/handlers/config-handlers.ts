import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import type { EnvelopeCasing } from '../envelope';
import { invalidParameters, reply, success } from '../envelope';
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
 * properties.language }; and the config switches' control (docs/sandbox.md, "Config switches").
 */
export function configHandlers({ state }: HandlerContext) {
  const control = `*${SANDBOX_CONTROL_PREFIX}/config`;
  const switches = () => ({ ...configSwitchesOf(state) });
  return [
    http.post(apiRoute(API_PATHS.webConfig), configResolver(state, WEB_CONFIG_ENTRIES, 'camel')),
    http.post(apiRoute(API_PATHS.banner), configResolver(state, BANNER_ENTRIES, 'snake')),
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
  entries: readonly ConfigEntry[],
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
      selectEntries(entries, keys, requestedLanguage(fields, request)),
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
