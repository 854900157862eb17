/**
 * The site-compliance config (docs/third-party.md, "Visibility"): action 'hide' hides
 * the third-party block. The spec does not say where it is served; it is read here as the web
 * config entry `web_site_compliance_config` (POST /v3/config/web), value `{ "action": "show" |
 * "hide" }`, asked for alone and only once the block renders. A failure, a missing entry or an
 * unreadable value means 'show': config fetch failures fall back to defaults silently
 * (docs/third-party.md, "Visibility").
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getWebConfigEntry, parseWebConfigValue } from './web-config';

export const SITE_COMPLIANCE_CONFIG_KEY = 'web_site_compliance_config';

export type SiteComplianceAction = 'show' | 'hide';

const loadSchemas = () => import('./site-compliance-config.schema');

export async function getSiteComplianceAction(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SiteComplianceAction> {
  // Loaded alongside the call, so the entry is read as soon as it arrives.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(
    client,
    SITE_COMPLIANCE_CONFIG_KEY,
    signal ? { signal } : {},
  );
  if (!entry) return 'show';
  const { complianceValueSchema } = await schemas;
  const value = complianceValueSchema.safeParse(parseWebConfigValue(entry.value));
  return value.success && value.data.action === 'hide' ? 'hide' : 'show';
}

export function siteComplianceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', 'web', SITE_COMPLIANCE_CONFIG_KEY] as const,
    queryFn: ({ signal }) => getSiteComplianceAction(client, signal).catch(() => 'show' as const),
    staleTime: Infinity,
    retry: false,
  });
}
