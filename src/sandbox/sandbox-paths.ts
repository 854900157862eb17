/**
 * Paths the sandbox serves that src/api/paths.ts does not name (yet): the spec gives no path for
 * the IP info lookup. (The risk step's code check is API_PATHS.riskVerify.)
 */
export const SANDBOX_ONLY_PATHS = {
  ipInfo: '/v3/public/user/ip-info',
} as const;
