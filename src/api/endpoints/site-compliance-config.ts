/**
 * The site-compliance config (docs/login.md, "Compliance hiding"): which sign-in options the
 * site may not offer. The spec does not say where it is served; it is read here as the web config entry `web_site_compliance_config`
 * (POST /v3/config/web), value `{ "action": "show" | "hide", "hideOptions": [ … ] }`, asked for
 * alone. `action: 'hide'` is the spec's switch for the third-party block; `hideOptions` names
 * any of the four options the spec lets the config hide: `thirdParty`, `qr`, `referralCode`,
 * `phone` (other names are ignored). A failure, a missing entry or an unreadable value hides
 * nothing: config fetch failures fall back to defaults silently.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { getWebConfigEntry, parseWebConfigValue } from './web-config';

export const SITE_COMPLIANCE_CONFIG_KEY = 'web_site_compliance_config';

/** The options the compliance config may hide (docs/login.md, "Compliance hiding"). */
export const COMPLIANCE_OPTIONS = ['thirdParty', 'qr', 'referralCode', 'phone'] as const;
export type ComplianceOption = (typeof COMPLIANCE_OPTIONS)[number];

/** What the config hides; empty when it hides nothing (or could not be read). */
export type ComplianceHidden = readonly ComplianceOption[];

export const NOTHING_HIDDEN: ComplianceHidden = [];

function isComplianceOption(name: string): name is ComplianceOption {
  return (COMPLIANCE_OPTIONS as readonly string[]).includes(name);
}

/** The one reading of the value: `action: 'hide'` hides the third-party block, plus the list. */
export function complianceHiddenOf(value: {
  readonly action?: string | undefined;
  readonly hideOptions?: readonly string[] | undefined;
}): ComplianceHidden {
  const listed = (value.hideOptions ?? []).filter(isComplianceOption);
  const hidden = new Set<ComplianceOption>(listed);
  if (value.action === 'hide') hidden.add('thirdParty');
  return COMPLIANCE_OPTIONS.filter((option) => hidden.has(option));
}

const loadSchemas = () => import('./site-compliance-config.schema');

export async function getSiteComplianceHidden(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ComplianceHidden> {
  // Loaded alongside the call, so the entry is read as soon as it arrives.
  const schemas = loadSchemas();
  schemas.catch(() => undefined);
  const entry = await getWebConfigEntry(
    client,
    SITE_COMPLIANCE_CONFIG_KEY,
    signal ? { signal } : {},
  );
  if (!entry) return NOTHING_HIDDEN;
  const { complianceValueSchema } = await schemas;
  const value = complianceValueSchema.safeParse(parseWebConfigValue(entry.value));
  return value.success ? complianceHiddenOf(value.data) : NOTHING_HIDDEN;
}

export function siteComplianceQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['config', 'web', SITE_COMPLIANCE_CONFIG_KEY] as const,
    queryFn: ({ signal }) => getSiteComplianceHidden(client, signal).catch(() => NOTHING_HIDDEN),
    staleTime: Infinity,
    retry: false,
  });
}
