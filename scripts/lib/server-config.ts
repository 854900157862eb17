/**
 * The last step of an edition's build (scripts/build-editions.ts; docs/release.md): computes the
 * edition's security headers from its manifest, its environment and its built HTML, writes them
 * to `server/headers.json` and renders `server/nginx.conf`, then writes the `.br` and `.gz` file
 * next to every compressible file. The preview server reads the same headers.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentName } from '../../src/editions/manifest-schema';
import { OAUTH_CLIENTS } from '../../src/sandbox/oauth/oauth-clients';
import { resolveEdition } from '../vite/edition-plugin';
import { inlineSourcesOfEdition } from './inline-sources';
import { nginxServerBlock, type Headers } from './nginx-config';
import { precompressFolder, type PrecompressResult } from './precompress';
import {
  editionSecurityPolicy,
  securityHeaders,
  type EditionSecurityPolicy,
} from './security-headers';

/** Where the sandbox server listens by default (`npm run sandbox`); nginx proxies to it. */
export const SANDBOX_UPSTREAM = 'http://127.0.0.1:4010';

export interface ServerConfigInput {
  readonly edition: string;
  readonly environment: EnvironmentName;
  readonly outDir: string;
  readonly editionsDir?: string;
}

/** headers.json: the policy and, for inspection, the headers each kind of page gets. */
export interface ServerHeadersFile extends EditionSecurityPolicy {
  readonly pages: {
    readonly page: Headers;
    readonly widgetFrame: Headers;
    readonly miniApp: Headers;
    readonly turkeyBridge: Headers;
    readonly oauth: Headers;
    readonly oauthByClient: Readonly<Record<string, Headers>>;
  };
}

/** The OAuth clients allowed to frame the consent pages, known at build time in the sandbox. */
function oauthFramingClients(environment: EnvironmentName): Record<string, readonly string[]> {
  // Testnet and production clients are registered with the exchange's API, not in this build:
  // their pages keep frame-ancestors 'none' unless the operator adds the client (docs/release.md).
  if (environment !== 'sandbox') return {};
  return Object.fromEntries(
    OAUTH_CLIENTS.filter((c) => c.frameOrigins.length > 0).map((c) => [c.clientId, c.frameOrigins]),
  );
}

export function pageVariants(
  policy: EditionSecurityPolicy,
  clients: Readonly<Record<string, readonly string[]>>,
): ServerHeadersFile['pages'] {
  const origins = (id: string) => clients[id] ?? [];
  const at = (page: string) => securityHeaders(new URL(page, 'http://edition'), policy, origins);
  return {
    page: at('/login'),
    widgetFrame: at('/login?embed=frame'),
    miniApp: at('/telegram-register-login'),
    turkeyBridge: at('/tr-authorized'),
    oauth: at('/oauth'),
    oauthByClient: Object.fromEntries(
      Object.keys(clients).map((id) => [id, at(`/oauth?client_id=${encodeURIComponent(id)}`)]),
    ),
  };
}

export async function computeSecurityPolicy(
  input: ServerConfigInput,
): Promise<EditionSecurityPolicy> {
  const { manifest, environment } = await resolveEdition({
    edition: input.edition,
    environment: input.environment,
    editionsDir: input.editionsDir,
  });
  return editionSecurityPolicy({
    manifest,
    environment,
    inline: inlineSourcesOfEdition(input.outDir),
  });
}

export interface ServerConfigResult {
  readonly headersFile: string;
  readonly nginxFile: string;
  readonly compressed: PrecompressResult;
}

export async function writeServerConfig(input: ServerConfigInput): Promise<ServerConfigResult> {
  const { manifest, environment } = await resolveEdition({
    edition: input.edition,
    environment: input.environment,
    editionsDir: input.editionsDir,
  });
  const inline = inlineSourcesOfEdition(input.outDir);
  const policy = editionSecurityPolicy({ manifest, environment, inline });
  const clients = oauthFramingClients(input.environment);
  const pages = pageVariants(policy, clients);
  const serverDir = path.join(input.outDir, 'server');
  mkdirSync(serverDir, { recursive: true });
  const headersFile = path.join(serverDir, 'headers.json');
  const file: ServerHeadersFile = { ...policy, pages };
  writeFileSync(headersFile, `${JSON.stringify(file, null, 2)}\n`);
  const nginxFile = path.join(serverDir, 'nginx.conf');
  writeFileSync(
    nginxFile,
    nginxServerBlock({
      edition: input.edition,
      hosts: manifest.hosts[input.environment],
      root: path.resolve(input.outDir),
      ...pages,
      sandboxUpstream: input.environment === 'sandbox' ? SANDBOX_UPSTREAM : undefined,
    }),
  );
  // Releases get the smallest files; sandbox builds (every test run) the fast setting.
  const brotliQuality = input.environment === 'sandbox' ? 5 : 11;
  const compressed = precompressFolder(input.outDir, { brotliQuality });
  return { headersFile, nginxFile, compressed };
}

/**
 * The policy a built edition was built with (its headers.json); for a folder built before
 * headers.json existed, computed the same way from the manifest and the built HTML.
 */
export async function readSecurityPolicy(input: ServerConfigInput): Promise<EditionSecurityPolicy> {
  const file = path.join(input.outDir, 'server', 'headers.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as EditionSecurityPolicy;
  return computeSecurityPolicy(input);
}
