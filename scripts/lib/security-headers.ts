/**
 * The security headers of every HTML page an edition serves (docs/release.md, "Headers"): one
 * policy per edition and environment, computed from data only — the manifest (which captcha
 * providers its scenes use, which sign-in providers it enables, its hosts and widget hosts), the
 * environment's settings (API base, provider scripts, the mini app's origins) and the inline
 * scripts and styles found in the built HTML. The framing rules per page stay those of
 * page-headers.ts (docs/embedding.md, "Headers"; docs/oauth.md, "Framing and headers";
 * docs/mini-app.md, "Launch") and are merged into the one Content-Security-Policy here.
 *
 * The build writes the policy to dist/<edition>/server/headers.json and renders it into the
 * edition's nginx server block (server-config.ts); the preview server answers with
 * `securityHeaders()` over the same policy, so every browser test runs under it.
 */
import type { EnvironmentSettings } from '../../src/config/environments';
import type { EditionManifest } from '../../src/editions/manifest-schema';
import { isOAuthPage } from './oauth-page-headers';
import { keepsCrossOriginOpener } from './page-headers';
import { pageHeaders, type FramePolicy } from './page-headers';
import { providerSources, type ProviderName, type ProviderSources } from './provider-sources';

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/** `'sha256-…'` sources of the built HTML's inline scripts and styles (inline-sources.ts). */
export interface InlineSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export interface EditionSecurityInput {
  readonly manifest: EditionManifest;
  readonly environment: EnvironmentSettings;
  readonly inline: InlineSources;
}

/** What headers.json holds: everything a server needs to answer an edition's HTML pages. */
export interface EditionSecurityPolicy {
  readonly edition: string;
  readonly environment: string;
  /** The Content-Security-Policy of every page, before the page's frame-ancestors. */
  readonly csp: CspDirectives;
  /** The other headers of every HTML page. */
  readonly headers: Readonly<Record<string, string>>;
  /** The inputs of the framing rules (page-headers.ts) besides the OAuth client registry. */
  readonly framing: Omit<FramePolicy, 'frameOriginsFor'>;
}

/**
 * The hash of an empty style element. In a production build Emotion (under Chakra) adds its
 * rules at run time through empty `<style>` elements filled with `CSSStyleSheet.insertRule`,
 * which CSP does not govern; allowing the empty element is all it needs, so style-src carries no
 * 'unsafe-inline'. The prerendered pages' critical CSS is hashed like any inline style.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Features the product never uses, denied to the page and everything it frames. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** `'self'` for a path on the page's own origin ('' included), else the URL's origin. */
export function sourceOf(address: string): string {
  if (address === '' || address.startsWith('/')) return "'self'";
  return new URL(address).origin;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

interface LoadedProvider {
  readonly name: ProviderName;
  readonly scripts: readonly string[];
}

/**
 * The providers whose scripts the edition may load: the new captcha where the environment has
 * one (docs/verification.md, "Order of providers"), every captcha scene's old list, and the
 * sign-in providers the manifest enables.
 */
function loadedProviders(manifest: EditionManifest, env: EnvironmentSettings): LoadedProvider[] {
  const oldLists = Object.values(manifest.captcha.scenes).flatMap((s) => s?.oldCaptchaList ?? []);
  const newCaptcha: LoadedProvider[] = env.captcha.newCaptcha
    ? [{ name: 'magpie', scripts: env.captcha.newCaptcha.scripts }]
    : [];
  const oldCaptcha = unique(oldLists).map((name) => ({
    name,
    scripts: env.captcha.scripts[name],
  }));
  const thirdParty = manifest.thirdParty.providers.map((name) => ({
    name,
    scripts: [env.thirdParty.scripts[name]],
  }));
  return [...newCaptcha, ...oldCaptcha, ...thirdParty];
}

/** A provider's extra sources apply when its script comes from another origin (not a stand-in). */
function extraSources(provider: LoadedProvider): ProviderSources {
  const remote = provider.scripts.some((s) => sourceOf(s) !== "'self'");
  return remote ? providerSources[provider.name] : {};
}

function isLocalHost(host: string): boolean {
  const name = host.split(':')[0]!;
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
}

export function editionSecurityPolicy(input: EditionSecurityInput): EditionSecurityPolicy {
  const { manifest, environment, inline } = input;
  const providers = loadedProviders(manifest, environment);
  const extras = providers.map(extraSources);
  const pick = (key: keyof ProviderSources) => extras.flatMap((e) => e[key] ?? []);
  const scriptOrigins = providers.flatMap((p) => p.scripts.map(sourceOf));
  const newCaptchaOrigins = (environment.captcha.newCaptcha?.scripts ?? []).map(sourceOf);
  const frames = unique(pick('frame'));
  const usesTelegramWidget = manifest.thirdParty.providers.includes('telegram');

  const csp: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...scriptOrigins,
      // The customer-service chat widget, where the environment has one.
      ...(environment.customerServiceChat
        ? [sourceOf(environment.customerServiceChat.script)]
        : []),
      ...pick('script'),
      ...inline.scripts,
      // Telegram's login widget (docs/third-party.md) calls back by evaluating the script tag's
      // `data-onauth` attribute as code (`new Function('user', …)`), in the page: the one reason
      // for 'unsafe-eval', and only on editions that offer Telegram sign-in.
      ...(usesTelegramWidget ? ["'unsafe-eval'"] : []),
    ]),
    'style-src': unique(["'self'", EMPTY_STYLE_HASH, ...inline.styles, ...pick('style')]),
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      sourceOf(environment.miniApp.botAvatarUrl),
      ...pick('img'),
    ]),
    // data: for the metrics fonts inlined in the fonts CSS (docs/performance.md, "Fonts per script").
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([
      "'self'",
      sourceOf(environment.apiBase),
      ...newCaptchaOrigins,
      // Analytics events (docs/requests-and-errors.md, "Tracking"); '' sends none.
      ...(environment.analytics.metricsUrl ? [sourceOf(environment.analytics.metricsUrl)] : []),
      ...pick('connect'),
    ]),
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The prerendered forms (data-early-submit) never post natively: the app submits them
    // (docs/architecture.md, "First load and prerendering"), so no other target is needed.
    'form-action': ["'self'"],
  };

  const hosts = manifest.hosts[environment.name];
  const overHttps = hosts.some((h) => !isLocalHost(h));
  const googleSignIn = manifest.thirdParty.providers.includes('google');
  const headers: Record<string, string> = {
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': [
      ...DENIED_FEATURES.map((f) => `${f}=()`),
      // One Tap signs in through the browser's FedCM when it has it.
      `identity-credentials-get=${googleSignIn ? '(self)' : '()'}`,
    ].join(', '),
    // Google, Apple and Telegram sign in through popups that report back to this page.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(overHttps ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };

  return {
    edition: manifest.id,
    environment: environment.name,
    csp,
    headers,
    framing: {
      embedHosts: manifest.embed.allowedHosts[environment.name],
      miniAppOrigin: environment.miniApp.webOrigin,
    },
  };
}

export function formatCsp(csp: CspDirectives): string {
  return Object.entries(csp)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every header of the HTML page at `url`: the edition's policy with the page's framing rules
 * (page-headers.ts) merged in — frame-ancestors joins the CSP, and the framing rules' own
 * Referrer-Policy (same-origin on widget frames and OAuth pages) and X-Frame-Options win.
 */
export function securityHeaders(
  url: URL,
  policy: EditionSecurityPolicy,
  frameOriginsFor: FramePolicy['frameOriginsFor'],
): Record<string, string> {
  const { 'content-security-policy': frameAncestors, ...framing } = pageHeaders(url, {
    ...policy.framing,
    frameOriginsFor,
  });
  const csp: Record<string, readonly string[]> = { ...policy.csp };
  if (isOAuthPage(url.pathname)) {
    // The consent screen shows the client's logo from wherever the client registered it
    // (docs/oauth.md, "The consent screen"): any https image, on these pages only.
    csp['img-src'] = unique([...(policy.csp['img-src'] ?? []), 'https:']);
  }
  // The Turkey bridge's popup and its sign-in keep their cross-origin opener (page-headers.ts).
  const opener: Record<string, string> = keepsCrossOriginOpener(url)
    ? { 'cross-origin-opener-policy': 'unsafe-none' }
    : {};
  return {
    ...policy.headers,
    ...opener,
    ...framing,
    'content-security-policy': [formatCsp(csp), frameAncestors].filter(Boolean).join('; '),
  };
}
