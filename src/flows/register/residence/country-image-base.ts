import type { EnvironmentName } from '@/editions/manifest-schema';

/**
 * Where the static country images live, per environment: one SVG per country name
 * (docs/registration-pieces.md, "Residence": country images). The sandbox
 * serves placeholders itself (src/sandbox/handlers/country-image-handlers.ts).
 */
export const COUNTRY_IMAGE_BASE: Readonly<Record<EnvironmentName, string>> = {
  sandbox: '/x-api/__sandbox/countries',
  testnet: '/static/countries',
  production: '/static/countries',
};
