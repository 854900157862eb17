import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { apiRoute } from '../api-prefix';
import type { EnvelopeCasing } from '../envelope';
import { invalidParameters, reply, success } from '../envelope';
import type { ConfigEntry } from '../fixtures/config-entries';
import { BANNER_ENTRIES, WEB_CONFIG_ENTRIES, selectEntries } from '../fixtures/config-entries';
import type { RequestFields } from '../lib/read-fields';
import { listField, objectField, readRequestFields, textField } from '../lib/read-fields';
import type { SandboxResolver } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

/**
 * The web config answers in the retCode/retMsg casing, so the client's normalisation of both
 * casings (docs/requests-and-errors.md, "What every call does") is exercised; every other endpoint
 * answers ret_code/ret_msg.
 */
export const CAMEL_CASE_API_PATHS: ReadonlySet<string> = new Set([API_PATHS.webConfig]);

/** POST /v3/config/web and POST /v3/config/banner: { project_name, keys, language or properties.language }. */
export function configHandlers() {
  return [
    http.post(apiRoute(API_PATHS.webConfig), configResolver(WEB_CONFIG_ENTRIES, 'camel')),
    http.post(apiRoute(API_PATHS.banner), configResolver(BANNER_ENTRIES, 'snake')),
  ];
}

function configResolver(entries: readonly ConfigEntry[], casing: EnvelopeCasing): SandboxResolver {
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
    const list = selectEntries(entries, keys, requestedLanguage(fields, request));
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
