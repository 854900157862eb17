import type { EnvironmentName } from '@/editions/manifest-schema';

/**
 * Where the static country images live, per environment: one SVG per country name
 * (registration.md §2 'Country images come from a static path per country name'). The sandbox
 * serves placeholders itself (src/sandbox/handlers/country-image-handlers.ts).
 */
export const COUNTRY_IMAGE_BASE: Readonly<Record<EnvironmentName, string>> = {
  sandbox: '/x-api/__sandbox/countries',
  testnet: '/static/countries',
  production: '/static/countries',
};
