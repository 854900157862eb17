/**
 * Renders an edition's nginx `server { … }` block (docs/release.md, "nginx"): the security
 * headers of security-headers.ts on every HTML page, with the framing variants of
 * page-headers.ts chosen per location (OAuth pages, mini-app pages) and per query (`?embed=`,
 * the OAuth `client_id`), hashed assets cached for a year, HTML and locale files revalidated,
 * pre-compressed `.br`/`.gz` files served as they are, prerendered pages per language and
 * client-side routes falling back to index.html, and a real 404 for a missing file.
 * Written for Debian's nginx-light with libnginx-mod-http-brotli-static.
 */
import { FRAME_PARAMS } from '../../src/embed/protocol';
import { OAUTH_PAGE } from './oauth-page-headers';
import { TURKEY_BRIDGE_TYPES } from '../../src/lib/turkey-bridge-protocol';
import { MINI_APP_PAGE, TURKEY_BRIDGE_PAGE } from './page-headers';

export type Headers = Readonly<Record<string, string>>;

export interface NginxServerInput {
  readonly edition: string;
  /** The edition's hosts for the environment (server_name). */
  readonly hosts: readonly string[];
  /** The built edition folder nginx serves (root). */
  readonly root: string;
  /** Headers of an ordinary page, and of the same page as a widget frame (`?embed=`). */
  readonly page: Headers;
  readonly widgetFrame: Headers;
  readonly miniApp: Headers;
  /** The Turkey bridge's popup (`/tr-authorized`), which keeps its cross-origin opener. */
  readonly turkeyBridge: Headers;
  /** OAuth pages without a client allowed to frame them, and per client id that is. */
  readonly oauth: Headers;
  readonly oauthByClient: Readonly<Record<string, Headers>>;
  /** Sandbox builds only: where the sandbox server answers /x-api and /sandbox-scripts. */
  readonly sandboxUpstream?: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** nginx quotes a value in double quotes; `$` would start a variable and cannot be escaped. */
export function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx value must not contain "$": ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function variablePrefix(edition: string): string {
  return `$${edition.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** The header names of a set of variants, in first-seen order. */
function headerNames(variants: readonly Headers[]): string[] {
  return [...new Set(variants.flatMap((v) => Object.keys(v)))];
}

interface Varying {
  /** `map` blocks (http level) for the headers that differ between variants. */
  readonly maps: string[];
  /** `add_header` lines for the location. */
  readonly lines: string[];
}

/**
 * add_header lines for a location whose headers vary with `key` (a variable): a header equal in
 * every variant is written as is, the others through a map (an empty value sends no header).
 */
function varyingHeaders(
  name: string,
  key: string,
  fallback: Headers,
  variants: Readonly<Record<string, Headers>>,
): Varying {
  const all = [fallback, ...Object.values(variants)];
  const maps: string[] = [];
  const lines: string[] = [];
  for (const header of headerNames(all)) {
    const values = all.map((v) => v[header] ?? '');
    if (values.every((v) => v === values[0])) {
      lines.push(`add_header ${header} ${quote(values[0]!)} always;`);
      continue;
    }
    const variable = `${name}_${header.replace(/-/g, '_')}`;
    const entries = Object.entries(variants).map(
      ([value, headers]) => `    ${quote(value)} ${quote(headers[header] ?? '')};`,
    );
    maps.push(
      [
        `map ${key} ${variable} {`,
        `    default ${quote(fallback[header] ?? '')};`,
        ...entries,
        '}',
      ].join('\n'),
    );
    lines.push(`add_header ${header} ${variable} always;`);
  }
  return { maps, lines };
}

function location(match: string, lines: readonly string[]): string {
  return [`    location ${match} {`, ...lines.map((l) => `        ${l}`), '    }'].join('\n');
}

/** A JavaScript RegExp as an nginx location match (PCRE reads the same syntax here). */
function regexLocation(pattern: RegExp): string {
  // nginx reads a location's regex as is: `$` is its anchor here, never a variable.
  if (/["\s]/.test(pattern.source)) {
    throw new Error(`cannot write ${pattern.source} as an nginx location`);
  }
  return `${pattern.flags.includes('i') ? '~*' : '~'} "${pattern.source}"`;
}

/**
 * The pages' Cross-Origin-Opener-Policy, except for a query `type` that is a Turkey bridge type:
 * the popup's sign-in keeps its cross-origin opener (page-headers.ts, keepsCrossOriginOpener).
 */
function bridgeOpenerPolicy(prefix: string, lines: readonly string[]): Varying {
  const variable = `${prefix}_opener_policy`;
  const header = 'add_header cross-origin-opener-policy ';
  const current = lines.find((line) => line.startsWith(header));
  if (!current) return { maps: [], lines: [...lines] };
  const value = current.slice(header.length, current.lastIndexOf(' always;'));
  const map = [
    `map $arg_type ${variable} {`,
    `    default ${value};`,
    ...TURKEY_BRIDGE_TYPES.map((type) => `    ${quote(type)} "unsafe-none";`),
    '}',
  ].join('\n');
  return {
    maps: [map],
    lines: lines.map((line) => (line === current ? `${header}${variable} always;` : line)),
  };
}

export function nginxServerBlock(input: NginxServerInput): string {
  const prefix = variablePrefix(input.edition);
  const widgetKey = `${prefix}_widget_frame`;
  if (!/^[A-Za-z0-9_-]+$/.test(FRAME_PARAMS.id)) throw new Error('unexpected widget parameter');
  const widgetMap = [
    `map $args ${widgetKey} {`,
    '    default 0;',
    // A regex key: written as is (quote() refuses the `$` anchor, which nginx reads literally here).
    `    "~(^|&)${FRAME_PARAMS.id}(=|&|$)" 1;`,
    '}',
  ].join('\n');
  const framed = varyingHeaders(`${prefix}_page`, widgetKey, input.page, { 1: input.widgetFrame });
  const opener = bridgeOpenerPolicy(prefix, framed.lines);
  const pages = { maps: [...framed.maps, ...opener.maps], lines: opener.lines };
  const oauth = varyingHeaders(
    `${prefix}_oauth`,
    '$arg_client_id',
    input.oauth,
    input.oauthByClient,
  );
  const html = (headers: readonly string[]) => [
    `add_header Cache-Control ${quote(REVALIDATE)} always;`,
    ...headers,
  ];
  // Without `always`: a 404 must not be cached for a year.
  const fileHeaders = (cache: string) => [
    `add_header Cache-Control ${quote(cache)};`,
    `add_header X-Content-Type-Options "nosniff" always;`,
  ];
  // A page is its prerendered file (`/tr/login` → tr/login/index.html), else the app's shell.
  const pageFiles = 'try_files $uri/index.html /index.html =404;';
  const miniApp = Object.entries(input.miniApp).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  const turkeyBridge = Object.entries(input.turkeyBridge).map(
    ([name, value]) => `add_header ${name} ${quote(value)} always;`,
  );
  const sandbox = input.sandboxUpstream
    ? ['/x-api/', '/sandbox-scripts/'].map((path) =>
        location(`^~ ${path}`, [
          `proxy_pass ${input.sandboxUpstream};`,
          'proxy_set_header Host $http_host;',
          'proxy_http_version 1.1;',
        ]),
      )
    : [];
  const server = [
    'server {',
    '    # Replace with `listen 443 ssl` and certificates where TLS ends here (docs/release.md).',
    '    listen 80;',
    `    server_name ${input.hosts.join(' ')};`,
    `    root ${quote(input.root)};`,
    '    server_tokens off;',
    '    # .br and .gz files written next to every compressible file by the build.',
    '    gzip_static on;',
    '    brotli_static on;',
    '    gzip_vary on;',
    '',
    ...sandbox,
    location('^~ /server/', ['return 404;']),
    location('^~ /assets/', [...fileHeaders(IMMUTABLE), 'try_files $uri =404;']),
    location('^~ /locales/', [...fileHeaders(REVALIDATE), 'try_files $uri =404;']),
    location(regexLocation(OAUTH_PAGE), [...html(oauth.lines), pageFiles]),
    location(regexLocation(MINI_APP_PAGE), [...html(miniApp), pageFiles]),
    location(regexLocation(TURKEY_BRIDGE_PAGE), [...html(turkeyBridge), pageFiles]),
    location('~ \\.html$', [...html(pages.lines), 'try_files $uri =404;']),
    location('= /embed.d.ts', [
      ...fileHeaders(REVALIDATE),
      'types { }',
      'default_type "text/plain; charset=utf-8";',
      'try_files $uri =404;',
    ]),
    '    # Any other file (favicon, embed.js): revalidated; missing, a 404 rather than the app.',
    location('~ \\.[A-Za-z0-9]+$', [...fileHeaders(REVALIDATE), 'try_files $uri =404;']),
    location('/', [...html(pages.lines), pageFiles]),
    '}',
  ];
  return [
    `# ${input.edition}: generated by \`npm run build\` (scripts/lib/server-config.ts); docs/release.md.`,
    '# Include inside `http { }` (it declares maps there) with mime.types and the brotli module.',
    widgetMap,
    ...pages.maps,
    ...oauth.maps,
    '',
    server.join('\n'),
    '',
  ].join('\n');
}
