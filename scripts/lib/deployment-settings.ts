/**
 * Deployment settings: everything a testnet or production release needs that the repository
 * cannot know (docs/release.md, "Deployment settings"). One JSON file per environment, given as
 * `--settings <file>` or `DEPLOY_SETTINGS=<file>`, else `deploy/<env>.json`; the sandbox's
 * settings are the product's own (`sandboxSettings`) and need no file.
 *
 * A file is checked before anything is built. Every problem is reported at once, naming the
 * file, the setting and the rule, and a missing file reports every required setting as missing.
 * Values the sandbox uses, placeholders and reserved domains are refused, so a release can never
 * carry the sandbox's RSA key (whose private half is in the repository) or a demo host.
 */
import { createPublicKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  providerCaptchaScripts,
  providerScripts,
  sandboxSettings,
  telegramMiniApp,
  type EnvironmentSettings,
} from '../../src/config/environments';
import type { EnvironmentName } from '../../src/config/environment-names';
import type { EditionManifest } from '../../src/editions/manifest-schema';
import { reservedDomainOf } from './reserved-domains';

export type LiveEnvironment = Exclude<EnvironmentName, 'sandbox'>;

/** What a build takes from the settings: the environment and each edition's hosts. */
export interface Deployment {
  readonly environment: EnvironmentSettings;
  /** Host names per edition id; the first is the canonical one. */
  readonly hosts: Readonly<Record<string, readonly string[]>>;
  /** Origins that may frame each edition's widget (docs/embedding.md, "Allowed hosts"). */
  readonly embedAllowedHosts: Readonly<Record<string, readonly string[]>>;
  /** The settings file read ('' for the sandbox). */
  readonly file: string;
}

export class DeploymentSettingsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(
      `Deployment settings ${file} cannot be used (nothing was built):\n${problems.map((p) => `  ${p}`).join('\n')}\n` +
        `See docs/release.md, "Deployment settings" (a template: deploy/production.example.json).`,
    );
  }
}

/** The file a live build reads: `--settings`/`DEPLOY_SETTINGS`, else deploy/<env>.json. */
export function deploymentSettingsFile(environment: LiveEnvironment, root: string): string {
  const given = process.env.DEPLOY_SETTINGS;
  return given ? path.resolve(given) : path.join(root, 'deploy', `${environment}.json`);
}

const PLACEHOLDER = /replace|placeholder|changeme|change-me|your[-_ ]|todo|xxx|<[^>]*>/i;
const sandboxValues = new Set<string>([
  sandboxSettings.thirdParty.googleClientId,
  sandboxSettings.thirdParty.appleClientId,
  sandboxSettings.thirdParty.telegramBotName,
  sandboxSettings.captcha.recaptchaSiteKey,
  sandboxSettings.captcha.qqAppId,
  sandboxSettings.analytics.appIds.default,
]);

/** A value an operator typed: not empty, not a template's placeholder, not the sandbox's. */
function realValue(rule: z.ZodString) {
  return rule
    .refine((value) => !PLACEHOLDER.test(value), 'is a placeholder: put the real value here')
    .refine(
      (value) => !sandboxValues.has(value),
      "is the sandbox's value: the sandbox never shares a key or id with another environment",
    );
}

/** A host name on a domain the operator owns (no reserved, local or IP host). */
const liveHostName = realValue(
  z
    .string()
    .regex(
      /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/,
      'must be a lower-case public host name such as "www.exchange.com" (no port, no scheme)',
    ),
).superRefine((host, ctx) => {
  const reserved = reservedDomainOf(host);
  if (reserved) ctx.addIssue({ code: 'custom', message: reservedMessage(reserved) });
});

function reservedMessage(reserved: string): string {
  return `is on the reserved domain "${reserved}", which never reaches a real visitor: use the exchange's own domain`;
}

/** An https URL (or origin) on a public host. */
function liveUrl(what: string, options: { origin?: boolean } = {}) {
  return realValue(z.string()).superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be an absolute https URL of ${what}` });
      return;
    }
    if (url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: `must use https (${what})` });
      return;
    }
    if (options.origin && value.replace(/\/$/, '') !== url.origin) {
      ctx.addIssue({ code: 'custom', message: 'must be an origin: scheme and host, no path' });
      return;
    }
    const host = liveHostName.safeParse(url.hostname);
    if (!host.success) {
      ctx.addIssue({ code: 'custom', message: `host ${host.error.issues[0]!.message}` });
    }
  });
}

const sandboxKeyFingerprint = spkiOf(sandboxSettings.rsaPublicKey);

function spkiOf(pem: string): string {
  return createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64');
}

const rsaPublicKey = z.string().superRefine((pem, ctx) => {
  if (!/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\s*$/.test(pem)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a PEM RSA public key ("-----BEGIN PUBLIC KEY-----" … "-----END PUBLIC KEY-----", lines joined with \\n)',
    });
    return;
  }
  try {
    const key = createPublicKey(pem);
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa') {
      ctx.addIssue({
        code: 'custom',
        message: `must be an RSA key (this one is ${key.asymmetricKeyType})`,
      });
    } else if (bits < 2048) {
      ctx.addIssue({
        code: 'custom',
        message: `must have at least 2048 bits (this one has ${bits})`,
      });
    } else if (spkiOf(pem) === sandboxKeyFingerprint) {
      ctx.addIssue({
        code: 'custom',
        message:
          "is the sandbox's key, whose private half is in the repository: every password would be readable",
      });
    }
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `is not a readable public key (${(error as Error).message})`,
    });
  }
});

const editionDeployment = z.strictObject({
  hosts: z
    .array(liveHostName)
    .min(1, 'must list at least one host name; the first is the canonical one'),
  embedAllowedHosts: z.array(liveUrl('a partner page', { origin: true })).default([]),
});

/** The settings file's schema (docs/release.md, "Deployment settings", lists every field). */
export const deploymentSettingsSchema = z.strictObject({
  $schema: z.string().optional(),
  apiBase: liveUrl("the exchange's API").refine(
    (value) => !value.endsWith('/'),
    'must not end with a slash',
  ),
  rsaPublicKey,
  captcha: z.strictObject({
    recaptchaSiteKey: realValue(
      z
        .string()
        .regex(
          /^6L[0-9A-Za-z_-]{38}$/,
          'must be a reCAPTCHA site key (40 characters starting "6L")',
        ),
    ),
    tencentAppId: realValue(
      z.string().regex(/^\d{9,10}$/, 'must be a Tencent captcha CaptchaAppId (9 or 10 digits)'),
    ),
    newCaptcha: z
      .null()
      .describe(
        'No new-captcha provider is chosen yet: null keeps it out of the provider order (docs/verification.md).',
      ),
  }),
  thirdParty: z.strictObject({
    googleClientId: realValue(
      z
        .string()
        .regex(
          /^\d{6,}-[0-9a-z]{32}\.apps\.googleusercontent\.com$/,
          'must be a Google OAuth web client id ("<project number>-<32 letters and digits>.apps.googleusercontent.com")',
        ),
    ),
    appleServicesId: realValue(
      z
        .string()
        .regex(
          /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
          'must be a Sign in with Apple services id in reverse-domain form ("com.exchange.web")',
        ),
    ).refine((value) => !/(^|\.)example(\.|$)/.test(value), 'names the reserved "example" domain'),
    appleRedirectPath: z
      .string()
      .regex(/^\/[\w/-]*$/, 'must be a path on the page\'s own origin, such as "/login"')
      .default('/login'),
    telegramBotName: realValue(
      z
        .string()
        .regex(
          /^[A-Za-z][A-Za-z0-9_]{2,29}bot$/i,
          'must be a Telegram bot user name (5–32 letters, digits or _, ending in "bot")',
        ),
    ),
  }),
  miniApp: z.strictObject({ botAvatarUrl: liveUrl("the bot's picture") }),
  analytics: z.strictObject({
    metricsUrl: liveUrl('the analytics collector'),
    appIds: z.strictObject({
      default: realValue(z.string().min(1, 'must name the web app')),
      byHost: z
        .record(z.string(), realValue(z.string().min(1, 'must name the app')))
        .superRefine((byHost, ctx) => {
          for (const host of Object.keys(byHost)) {
            const checked = liveHostName.safeParse(host);
            if (!checked.success) {
              ctx.addIssue({
                code: 'custom',
                path: [host],
                message: `the host ${checked.error.issues[0]!.message}`,
              });
            }
          }
        })
        .default({}),
    }),
  }),
  redirect: z.strictObject({
    ownDomains: z.array(liveHostName).min(1, "must list the exchange's own domains"),
    whitelistOrigins: z.array(liveUrl('a whitelisted site', { origin: true })).default([]),
  }),
  editions: z.record(z.string(), editionDeployment),
});

export type DeploymentSettingsFile = z.infer<typeof deploymentSettingsSchema>;

/** The sandbox: its own settings and the manifests' sandbox hosts. */
export function sandboxDeployment(manifests: Iterable<EditionManifest>): Deployment {
  const list = [...manifests];
  return {
    environment: sandboxSettings,
    hosts: Object.fromEntries(list.map((m) => [m.id, m.hosts.sandbox])),
    embedAllowedHosts: Object.fromEntries(list.map((m) => [m.id, m.embed.allowedHosts.sandbox])),
    file: '',
  };
}

/**
 * Reads and checks a live environment's settings for the given editions (all of them: site
 * jumps and redirects name every edition's hosts). Throws DeploymentSettingsError.
 */
export function loadDeployment(
  environment: LiveEnvironment,
  manifests: Iterable<EditionManifest>,
  options: { readonly root: string; readonly file?: string },
): Deployment {
  const file = options.file ?? deploymentSettingsFile(environment, options.root);
  const shown = path.relative(process.cwd(), file).startsWith('..')
    ? file
    : path.relative(process.cwd(), file);
  const ids = [...manifests].map((m) => m.id);
  let data: unknown = {};
  const problems: string[] = [];
  if (!existsSync(file)) {
    problems.push(
      `${shown}: no such file; a ${environment} build needs the operator's settings (copy deploy/production.example.json)`,
    );
  } else {
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new DeploymentSettingsError(shown, [
        `${shown}: is not valid JSON: ${(error as Error).message}`,
      ]);
    }
  }
  const withKey = withKeyFromEnvironment(withGroups(data));
  const parsed = deploymentSettingsSchema.safeParse(withKey);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => describe(shown, issue)));
  const editions = editionsOf(withKey);
  for (const id of ids) {
    if (!(id in editions)) {
      problems.push(
        `${shown} › editions.${id}.hosts: missing: every edition's hosts are needed (site jumps name them)`,
      );
    }
  }
  for (const id of Object.keys(editions)) {
    if (!ids.includes(id)) {
      problems.push(
        `${shown} › editions.${id}: there is no edition "${id}" (known: ${ids.join(', ')})`,
      );
    }
  }
  if (parsed.success) problems.push(...crossProblems(shown, parsed.data));
  if (problems.length > 0 || !parsed.success) throw new DeploymentSettingsError(shown, problems);
  return {
    environment: environmentFrom(environment, parsed.data),
    hosts: Object.fromEntries(ids.map((id) => [id, parsed.data.editions[id]!.hosts])),
    embedAllowedHosts: Object.fromEntries(
      ids.map((id) => [id, parsed.data.editions[id]!.embedAllowedHosts]),
    ),
    file,
  };
}

/**
 * The file with its groups present (empty where missing), so a missing group reports each of
 * its settings by name rather than the group alone.
 */
function withGroups(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const group = (value: unknown) => (value === undefined ? {} : value);
  const analytics = group(record.analytics);
  return {
    ...record,
    captcha: group(record.captcha),
    thirdParty: group(record.thirdParty),
    miniApp: group(record.miniApp),
    analytics:
      typeof analytics === 'object' && analytics !== null
        ? { ...analytics, appIds: group((analytics as Record<string, unknown>).appIds) }
        : analytics,
    redirect: group(record.redirect),
    editions: group(record.editions),
  };
}

function editionsOf(data: unknown): Record<string, unknown> {
  const editions = (data as { editions?: unknown } | null)?.editions;
  return typeof editions === 'object' && editions !== null && !Array.isArray(editions)
    ? (editions as Record<string, unknown>)
    : {};
}

/** RSA_PUBLIC_KEY, when set, is the key (a release pipeline's secret store may hold it). */
function withKeyFromEnvironment(data: unknown): unknown {
  const key = process.env.RSA_PUBLIC_KEY;
  if (!key || typeof data !== 'object' || data === null) return data;
  return { ...data, rsaPublicKey: key.replace(/\\n/g, '\n') };
}

function describe(file: string, issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
  const missing =
    issue.code === 'invalid_type' && /received undefined/.test(issue.message)
      ? 'missing: required for a release'
      : issue.code === 'unrecognized_keys'
        ? `unknown setting ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`
        : issue.message;
  return `${file} › ${where}: ${missing}`;
}

/** Rules between fields: hosts on own domains, one edition per host. */
function crossProblems(file: string, settings: DeploymentSettingsFile): string[] {
  const problems: string[] = [];
  const own = settings.redirect.ownDomains;
  const underOwn = (host: string) => own.some((d) => host === d || host.endsWith(`.${d}`));
  const owner = new Map<string, string>();
  for (const [id, edition] of Object.entries(settings.editions)) {
    edition.hosts.forEach((host, index) => {
      const at = `${file} › editions.${id}.hosts.${index}`;
      if (!underOwn(host)) {
        problems.push(
          `${at}: "${host}" is not under one of redirect.ownDomains (${own.join(', ')})`,
        );
      }
      const first = owner.get(host);
      if (first)
        problems.push(
          `${at}: "${host}" is also a host of edition ${first}; a host serves one edition`,
        );
      else owner.set(host, id);
    });
  }
  const apiHost = new URL(settings.apiBase).hostname;
  if (!underOwn(apiHost)) {
    problems.push(
      `${file} › apiBase: "${apiHost}" is not under one of redirect.ownDomains (${own.join(', ')})`,
    );
  }
  return problems;
}

function environmentFrom(name: LiveEnvironment, s: DeploymentSettingsFile): EnvironmentSettings {
  return {
    name,
    apiBase: s.apiBase,
    rsaPublicKey: s.rsaPublicKey,
    scriptOrigin: '',
    thirdParty: {
      scripts: providerScripts,
      googleClientId: s.thirdParty.googleClientId,
      appleClientId: s.thirdParty.appleServicesId,
      appleRedirectPath: s.thirdParty.appleRedirectPath,
      telegramBotName: s.thirdParty.telegramBotName,
    },
    captcha: {
      scripts: providerCaptchaScripts,
      newCaptcha: s.captcha.newCaptcha,
      recaptchaSiteKey: s.captcha.recaptchaSiteKey,
      qqAppId: s.captcha.tencentAppId,
    },
    miniApp: { webOrigin: telegramMiniApp.webOrigin, botAvatarUrl: s.miniApp.botAvatarUrl },
    redirect: {
      ownDomains: s.redirect.ownDomains,
      whitelistOrigins: s.redirect.whitelistOrigins,
    },
    analytics: { metricsUrl: s.analytics.metricsUrl, appIds: s.analytics.appIds },
    // The exchange's static files are on each edition's own hosts.
    countryImageBase: '/static/countries',
    testMailboxUrl: null,
    // No customer-service chat provider is chosen yet (docs/registration-pieces.md).
    customerServiceChat: null,
  };
}

/** The deployment of an environment: the sandbox's own, or the operator's checked settings. */
export function deploymentFor(
  environment: EnvironmentName,
  manifests: Iterable<EditionManifest>,
  root: string,
): Deployment {
  return environment === 'sandbox'
    ? sandboxDeployment(manifests)
    : loadDeployment(environment, manifests, { root });
}

/**
 * The manifest with the deployment's hosts and widget hosts for the environment, so everything
 * downstream reads one answer to "where is this edition served".
 */
export function deployedManifest(
  manifest: EditionManifest,
  environment: EnvironmentName,
  deployment: Deployment,
): EditionManifest {
  return {
    ...manifest,
    hosts: { ...manifest.hosts, [environment]: deployment.hosts[manifest.id] ?? [] },
    embed: {
      allowedHosts: {
        ...manifest.embed.allowedHosts,
        [environment]: deployment.embedAllowedHosts[manifest.id] ?? [],
      },
    },
  };
}
