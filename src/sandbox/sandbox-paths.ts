/**
 * Paths the sandbox serves that src/api/paths.ts does not name (yet): the spec gives no path for
 * the IP info lookup, and the risk verification stands in for the risk provider's own check.
 */
export const SANDBOX_ONLY_PATHS = {
  ipInfo: '/v3/public/user/ip-info',
  riskVerify: '/user/public/risk/verify',
} as const;
