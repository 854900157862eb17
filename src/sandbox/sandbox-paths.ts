/**
 * Paths the sandbox serves that src/api/paths.ts does not name (yet): the spec gives no path for
 * the IP info lookup, and the app never calls the OAuth token endpoint (docs/oauth.md). (The risk
 * step's code check is API_PATHS.riskVerify.)
 */
export const SANDBOX_ONLY_PATHS = {
  ipInfo: '/v3/public/user/ip-info',
  /** The OAuth token endpoint: the application calls it server to server, the front end never. */
  oauthToken: '/oauth/v1/token',
} as const;
