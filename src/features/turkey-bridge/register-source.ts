/**
 * The sign-up scenes (spec: "main and Turkey"; docs/turkey-bridge.md, "Sign-up scenes"): a
 * registration on the main site sends its channel as `from` (email or mobile); on the Turkey site
 * it sends the Turkey register source instead, so the exchange files the account under the Turkey
 * entity.
 */
export const TURKEY_REGISTER_SOURCE = 'tr_register';
