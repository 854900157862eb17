/**
 * The site-compliance config (docs/third-party.md, "Visibility"): an entry of the web
 * config whose value is `{ "action": "show" | "hide" }`; 'hide' hides the third-party block.
 * The client asks for this key alone (src/api/endpoints/site-compliance-config.ts).
 */
export const SITE_COMPLIANCE_CONFIG_KEY = 'web_site_compliance_config';
