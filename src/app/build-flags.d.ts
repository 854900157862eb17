/**
 * Set by the build from its environment (scripts/vite/create-vite-config.ts): true in sandbox
 * builds only, whose bundles route the stand-ins for the exchange's post-login pages
 * (src/app/routes/stand-in-routes.ts). A literal at build time, so the other builds drop them.
 */
declare const __SANDBOX_STAND_INS__: boolean;
