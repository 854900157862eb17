/**
 * The site-compliance config (login-and-shared.md §3 'Compliance config'): action 'hide' hides
 * the third-party block. The spec does not say where it is served; it is read here as the web
 * config entry `web_site_compliance_config` (POST /v3/config/web), value `{ "action": "show" |
 * "hide" }`, asked for alone and only once the block renders. A failure, a missing entry or an
 * unreadable value means 'show': config fetch failures fall back to defaults silently (§7).
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ApiClient } from '@/api/api-client';
import { API_PATHS } from '@/api/paths';

export const SITE_COMPLIANCE_CONFIG_KEY = 'web_site_compliance_config';
/** The project the exchange's config service files the web front end under. */
const CONFIG_PROJECT_NAME = 'web';

export type SiteComplianceAction = 'show' | 'hide';

const listSchema = z.object({
  list: z.array(z.object({ key: z.string(), value: z.string() })),
});
const valueSchema = z.object({ action: z.optional(z.string()) });

export async function getSiteComplianceAction(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SiteComplianceAction> {
  const answer = await client.request({
    method: 'POST',
    path: API_PATHS.webConfig,
    body: { project_name: CONFIG_PROJECT_NAME, keys: [SITE_COMPLIANCE_CONFIG_KEY] },
    hideError: true,
    onHttpError: () => undefined,
    parse: (result) => listSchema.parse(result),
    ...(signal ? { signal } : {}),
  });
  const entry = answer?.result?.list.find((item) => item.key === SITE_COMPLIANCE_CONFIG_KEY);
  if (!entry) return 'show';
  try {
    const value = valueSchema.safeParse(JSON.parse(entry.value));
    return value.success && value.data.action === 'hide' ? 'hide' : 'show';
  } catch {
    return 'show';
  }
}

export function siteComplianceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', 'web', SITE_COMPLIANCE_CONFIG_KEY] as const,
    queryFn: ({ signal }) => getSiteComplianceAction(client, signal).catch(() => 'show' as const),
    staleTime: Infinity,
    retry: false,
  });
}
