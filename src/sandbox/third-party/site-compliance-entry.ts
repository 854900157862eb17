/**
 * The site-compliance config (login-and-shared.md §3 'Compliance config'): an entry of the web
 * config whose value is `{ "action": "show" | "hide" }`; 'hide' hides the third-party block.
 * The client asks for this key alone (src/flows/third-party/site-compliance.ts).
 */
export const SITE_COMPLIANCE_CONFIG_KEY = 'web_site_compliance_config';
