/**
 * The OAuth clients the sandbox knows (docs/sandbox.md, "OAuth clients"): the applications a
 * visitor can authorise, the redirect URIs they registered and the scopes they may ask for. The
 * real exchange keeps this registry on its server; docs/oauth.md is the contract.
 */
import { SANDBOX_CONTROL_PREFIX } from '../api-prefix';

export const OAUTH_SCOPES = {
  'account:read': { sensitive: false },
  'balance:read': { sensitive: false },
  trade: { sensitive: true },
  withdraw: { sensitive: true },
} as const satisfies Record<string, { readonly sensitive: boolean }>;

export type OAuthScope = keyof typeof OAUTH_SCOPES;

export function isOAuthScope(value: string): value is OAuthScope {
  return Object.hasOwn(OAUTH_SCOPES, value);
}

/** Sensitive scopes can move money or trade: granting one needs a fresh verification. */
export function isSensitiveScope(scope: OAuthScope): boolean {
  return OAUTH_SCOPES[scope].sensitive;
}

export interface OAuthClient {
  readonly clientId: string;
  readonly name: string;
  /** Reviewed by the exchange; the consent screen marks the others "Unverified application". */
  readonly verified: boolean;
  readonly website: string;
  readonly allowedScopes: readonly OAuthScope[];
  readonly redirectUris: readonly string[];
  /** Origins allowed to frame the flow (iframe mode), `*` standing for any port. */
  readonly frameOrigins: readonly string[];
  readonly clientSecret: string;
  /** Initials and colour of the placeholder logo. */
  readonly logo: { readonly initials: string; readonly colour: string };
}

/** Both clients registered the same loopback callback, the one the stand-in client page serves. */
const STAND_IN_REDIRECT_URIS = [
  'http://127.0.0.1/oauth/callback',
  'http://localhost/oauth/callback',
] as const;

export const OAUTH_CLIENTS: readonly OAuthClient[] = [
  {
    clientId: 'demo-portfolio',
    name: 'Demo Portfolio',
    verified: true,
    website: 'https://portfolio.example',
    allowedScopes: ['account:read', 'balance:read'],
    redirectUris: STAND_IN_REDIRECT_URIS,
    frameOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    clientSecret: 'demo-portfolio-secret',
    logo: { initials: 'DP', colour: '#0b57d0' },
  },
  {
    clientId: 'demo-trading-bot',
    name: 'Demo Trading Bot',
    verified: false,
    website: 'https://tradingbot.example',
    allowedScopes: ['account:read', 'balance:read', 'trade', 'withdraw'],
    redirectUris: STAND_IN_REDIRECT_URIS,
    frameOrigins: [],
    clientSecret: 'demo-trading-bot-secret',
    logo: { initials: 'TB', colour: '#b3541e' },
  },
];

export function findOAuthClient(clientId: string | undefined): OAuthClient | undefined {
  return OAUTH_CLIENTS.find((client) => client.clientId === clientId);
}

/**
 * The origins that may frame the OAuth pages for this client (the preview server's
 * frame-ancestors); empty for an unknown client and for clients without iframe mode.
 */
export function frameOriginsFor(clientId: string): readonly string[] {
  return findOAuthClient(clientId)?.frameOrigins ?? [];
}

/** Absolute path of the client's logo, served by the sandbox itself (oauth-handlers.ts). */
export function oauthLogoPath(clientId: string): string {
  return `${SANDBOX_CONTROL_PREFIX}/oauth/logo/${clientId}.svg`;
}

/** A 64×64 placeholder logo: the client's initials on its colour. */
export function oauthLogoSvg(client: OAuthClient): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${client.logo.colour}"/>`,
    '<text x="32" y="41" text-anchor="middle" fill="#fff"',
    ' font-family="sans-serif" font-size="24" font-weight="700">',
    client.logo.initials,
    '</text></svg>',
  ].join('');
}

/**
 * Whether `given` is the registered redirect URI `registered`: the same string, except that a
 * loopback URI (`http://127.0.0.1`, `http://[::1]`, `http://localhost`) may differ in its port
 * only (RFC 8252 §7.3), the port present or not. Nothing is normalised: case, percent-encoding,
 * a trailing slash, a query or a fragment all make a different URI.
 */
export function matchesRegisteredRedirectUri(registered: string, given: string): boolean {
  if (given === registered) return true;
  const registeredParts = splitLoopback(registered);
  const givenParts = splitLoopback(given);
  return (
    registeredParts !== undefined &&
    givenParts !== undefined &&
    registeredParts.host === givenParts.host &&
    registeredParts.rest === givenParts.rest
  );
}

/** Whether `given` matches any of the client's registered redirect URIs. */
export function isRegisteredRedirectUri(client: OAuthClient, given: string): boolean {
  return client.redirectUris.some((registered) => matchesRegisteredRedirectUri(registered, given));
}

/** Scheme and loopback host, an optional port (1–65535, no leading zero), then the rest. */
const LOOPBACK_URI = /^http:\/\/(127\.0\.0\.1|\[::1\]|localhost)(?::([1-9]\d{0,4}))?([/?#].*)?$/s;

function splitLoopback(uri: string): { host: string; rest: string } | undefined {
  const match = LOOPBACK_URI.exec(uri);
  if (!match?.[1]) return undefined;
  if (match[2] !== undefined && Number(match[2]) > 65535) return undefined;
  return { host: match[1], rest: match[3] ?? '' };
}
