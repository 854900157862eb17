/**
 * The site-compliance config (docs/sandbox.md, "Compliance config"): an entry of the web config
 * whose value is `{ "action": "show" | "hide", "hideOptions": [ … ] }`; 'hide' hides the
 * third-party block, `hideOptions` any of thirdParty, qr, referralCode, phone. The client asks
 * for this key alone (src/api/endpoints/site-compliance-config.ts).
 */
export const SITE_COMPLIANCE_CONFIG_KEY = 'web_site_compliance_config';
