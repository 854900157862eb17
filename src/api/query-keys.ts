/**
 * TanStack Query keys, defined once so a cache can be invalidated from anywhere (the profile
 * cache is cleared after a profile change).
 */
export const queryKeys = {
  profile: () => ['user', 'profile'] as const,
  countryList: () => ['public', 'country-list'] as const,
  registerCountryCodes: () => ['public', 'register-country-codes'] as const,
  ipInfo: () => ['public', 'ip-info'] as const,
  whiteHosts: () => ['public', 'white-hosts'] as const,
} as const;
