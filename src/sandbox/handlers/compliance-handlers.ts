import { http } from 'msw';
import { API_PATHS } from '../../api/paths';
import { SANDBOX_CONTROL_PREFIX, apiRoute } from '../api-prefix';
import { complianceAnswerFor } from '../compliance/compliance-answer';
import {
  SANDBOX_COMPLIANCE_OPTIONS,
  complianceStateOf,
  isComplianceOption,
} from '../compliance/compliance-state';
import { SITE_COMPLIANCE_CONFIG_KEY } from '../compliance/site-compliance-entry';
import { invalidParameters, reply, success } from '../envelope';
import { listField, readRequestFields, textField } from '../lib/read-fields';
import type { HandlerContext } from './context';
import { UNREADABLE_BODY_MESSAGE } from './context';

const control = `*${SANDBOX_CONTROL_PREFIX}/compliance`;

/**
 * The site-compliance config (docs/sandbox.md, "Compliance config"): the web config entry
 * `web_site_compliance_config`, answered for the asking page, and its control. Registered before
 * the config handlers: only a call for that key alone is answered here, any other web config call
 * falls through to them.
 */
export function complianceHandlers({ state }: HandlerContext) {
  const answer = (request: Request) =>
    reply(success(complianceAnswerFor(state, request.headers.get('referer'))));

  return [
    http.post(apiRoute(API_PATHS.webConfig), async ({ request }) => {
      const fields = await readRequestFields(request);
      const keys = fields ? listField(fields, 'keys') : undefined;
      if (!fields || keys?.length !== 1 || keys[0] !== SITE_COMPLIANCE_CONFIG_KEY) return undefined;
      if (!textField(fields, 'project_name')) {
        return reply(invalidParameters('project_name is required'), { casing: 'camel' });
      }
      const value = complianceAnswerFor(state, request.headers.get('referer'));
      const entry = {
        key: SITE_COMPLIANCE_CONFIG_KEY,
        language: '',
        value: JSON.stringify(value),
        campaignId: '',
      };
      return reply(success({ list: [entry] }), { casing: 'camel' });
    }),

    http.get(control, ({ request }) => answer(request)),

    http.post(control, async ({ request }) => {
      const fields = await readRequestFields(request);
      if (!fields) return reply(invalidParameters(UNREADABLE_BODY_MESSAGE));
      const action = textField(fields, 'action');
      const hideOptions = listField(fields, 'hideOptions');
      if (action === undefined && hideOptions === undefined) {
        return reply(invalidParameters('give action (show or hide) or hideOptions'));
      }
      if (action !== undefined && action !== 'show' && action !== 'hide') {
        return reply(invalidParameters('action must be show or hide'));
      }
      const unknown = hideOptions?.filter((name) => !isComplianceOption(name)) ?? [];
      if (unknown.length > 0) {
        return reply(
          invalidParameters(
            `hideOptions may list ${SANDBOX_COMPLIANCE_OPTIONS.join(', ')}; not ${unknown.join(', ')}`,
          ),
        );
      }
      const controlled = complianceStateOf(state);
      if (action !== undefined) controlled.action = action;
      if (hideOptions !== undefined)
        controlled.hideOptions = hideOptions.filter(isComplianceOption);
      return answer(request);
    }),

    http.delete(control, ({ request }) => {
      const controlled = complianceStateOf(state);
      controlled.action = 'show';
      controlled.hideOptions = [];
      return answer(request);
    }),
  ];
}
