import { z } from 'zod';
import { environments, type EnvironmentName } from '../config/environment-names';
import { originPatternProblem } from '../lib/origin-pattern';
import { languageCodes } from './language-catalog';

/**
 * The single definition of an edition manifest (`editions/<id>.json`).
 * Build-time only: the app receives the already-validated manifest through `virtual:edition`,
 * so zod's full build never reaches a visitor's bundle from here.
 *
 * Feature configs are checked against each feature's own schema, so the schema is built from
 * the feature catalog (`createManifestSchema(catalog)`); `scripts/generate-manifest-schema.ts`
 * turns the result into `editions/manifest.schema.json`, whose descriptions come from the
 * `.describe()` texts below. Rules that need other files (themes, other editions, hosts) live in
 * `scripts/lib/edition-cross-rules.ts`.
 *
 * Messages are written for the compliance editors who change manifests: they say what is wrong
 * in plain words, and closed lists carry `params.allowed` so the checker can print the choices.
 */

export { environments, type EnvironmentName };

export const loginTabs = ['email', 'mobile', 'qr'] as const;
export const registerTabs = ['email', 'mobile'] as const;
export const thirdPartyProviders = ['google', 'apple', 'telegram'] as const;
export const captchaProviders = ['geecaptcha', 'recaptcha', 'qqcaptcha'] as const;
export const siteJumpAccounts = ['home', 'own-kyc-country', 'shares-home'] as const;
export const residenceRedirectWordings = ['eu', 'global', 'other'] as const;
export const captchaSceneNames = [
  'login',
  'thirdParty',
  'register',
  'tradingTool',
  'migration',
  'turkeyLogin',
] as const;

/** Spec (captcha scenes): regional sites, and the Turkey login scenes everywhere, use recaptcha only. */
const recaptchaOnly: readonly string[] = ['recaptcha'];
const requiredCaptchaScenes = ['login', 'register', 'thirdParty'] as const;

const identifier = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]*$/,
    'must be lower-case letters, digits and dashes, starting with a letter',
  );

/** Rule for a host name: lower-case labels, optional port (local sandbox hosts use one). */
const hostName = z
  .string()
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{2,5})?$/,
    'must be a lower-case host name such as "www.example.com" or "eu.localhost"',
  );

function duplicatesIn(list: readonly unknown[]): unknown[] {
  return [...new Set(list.filter((item, index) => list.indexOf(item) !== index))];
}

/** A list that may not be empty and may not repeat an entry; `what` names one entry in messages. */
function uniqueList<T extends z.ZodType>(item: T, what: string) {
  return z
    .array(item)
    .min(1, `must list at least one ${what}`)
    .superRefine((list, ctx) => {
      for (const twice of duplicatesIn(list)) {
        ctx.addIssue({ code: 'custom', message: `${JSON.stringify(twice)} is listed twice` });
      }
    })
    .meta({ uniqueItems: true });
}

const languageCode = z.enum(languageCodes as [string, ...string[]]);

const consentLink = z.strictObject({
  labelKey: z
    .string()
    .min(1)
    .describe('Key (namespace "consent") of the link text; <linkN> in the label wraps it.'),
  page: z
    .string()
    .min(1)
    .describe('The legal page it opens: a name under legal.pages ("terms", "privacy", "risk", …).'),
});

/**
 * Where a legal page lives: a path on the host the visitor is on, or an https URL that
 * `editions:check` holds to this edition's own hosts (scripts/lib/legal-link-rules.ts).
 * `//host` is refused: a browser reads it as another host.
 */
const legalHref = z
  .string()
  .regex(
    /^(?:\/(?![/\\])|https:\/\/)/,
    'must be a path on this edition\'s host such as "/app/terms-service", or an https URL on one of its hosts',
  );

const legalPage = z
  .strictObject({
    href: legalHref.describe('The page for every language without one of its own.'),
    byLanguage: z
      .partialRecord(languageCode, legalHref)
      .optional()
      .describe(
        "The page in a language whose text lives at another address (this edition's languages).",
      ),
  })
  .describe('A legal page of this edition, on its own hosts.');

/** Spec: each edition has its own terms-and-consent wording (docs/editions.md, "Legal entity and consent"). */
export const requiredLegalPages = ['terms', 'privacy', 'risk'] as const;

const legal = z
  .strictObject({
    entity: z
      .strictObject({
        name: z
          .string()
          .min(1)
          .describe(
            'Registered name of the company that operates this edition; consent texts name it as {{entity}}.',
          ),
        byLanguage: z
          .partialRecord(languageCode, z.string().min(1))
          .optional()
          .describe(
            'The registered name in a language where the company has one of its own (a Chinese name in zh-HK).',
          ),
        placeholder: z
          .boolean()
          .describe(
            'true: the name is a stand-in written by engineering (the spec names no company); compliance replaces it with the registered name and sets false.',
          ),
      })
      .describe('The operating entity the visitor contracts with.'),
    pages: z
      .object(
        Object.fromEntries(requiredLegalPages.map((name) => [name, legalPage])) as Record<
          (typeof requiredLegalPages)[number],
          typeof legalPage
        >,
      )
      .catchall(legalPage)
      .superRefine((pages, ctx) => {
        for (const name of Object.keys(pages)) {
          if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) {
            ctx.addIssue({
              code: 'custom',
              message: `${JSON.stringify(name)} must be a camelCase page name such as "complaints"`,
              path: [name],
            });
          }
        }
      })
      .describe(
        'Legal pages by name: terms, privacy and risk (risk disclosure) on every edition, plus any the edition needs (the EU: complaints). Consent links name them.',
      ),
  })
  .describe('Who operates this edition and where its legal pages are (docs/editions.md).');

const consentCheckbox = z.strictObject({
  id: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be a camelCase identifier such as "terms"')
    .describe('Name of the checkbox in the form and in tracking.'),
  labelKey: z
    .string()
    .min(1)
    .describe('Key of the checkbox text in locales/<language>/consent.json.'),
  required: z.boolean().describe('true: registration stays disabled until it is ticked.'),
  links: z
    .array(consentLink)
    .default([])
    .describe(
      'Links inside the text, in order: the first is <link0>, the next <link1>, …; the text names the entity as {{entity}}.',
    ),
});

const captchaScene = z.strictObject({
  code: z
    .number()
    .int('must be a whole number')
    .positive('must be a scene code greater than 0')
    .describe('Scene code sent to the captcha service (spec: 31000, 31001, 31004, …).'),
  oldCaptchaList: uniqueList(z.enum(captchaProviders), 'captcha provider').describe(
    'Fallback captchas tried in this order when the new captcha fails to load.',
  ),
});

function hostList(env: EnvironmentName) {
  return uniqueList(hostName, 'host').describe(`Host names that serve this edition in ${env}.`);
}

const hostsPerEnvironment = z
  .strictObject({
    sandbox: hostList('sandbox'),
    testnet: hostList('testnet'),
    production: hostList('production'),
  } satisfies Record<EnvironmentName, z.ZodType>)
  .describe('Host names per environment; a host belongs to one edition only.');

/** Who may frame the widget, per environment (docs/embedding.md, "Allowed hosts"). */
function embedHostList(env: EnvironmentName) {
  const allowLoopback = env === 'sandbox';
  return z
    .array(
      z.string().superRefine((pattern, ctx) => {
        const problem = originPatternProblem(pattern, allowLoopback);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    )
    .meta({ uniqueItems: true })
    .refine((list) => duplicatesIn(list).length === 0, {
      message: 'lists an origin pattern twice',
    })
    .describe(
      `Origins whose pages may embed the widget in ${env}: scheme://host[:port], "*." for any subdomain, ":*" for any port${allowLoopback ? '; loopback hosts allowed so QA can embed from a page of their own' : '; https only, no loopback host'}. Empty: no page may embed it.`,
    );
}

const embed = z
  .strictObject({
    allowedHosts: z
      .strictObject({
        sandbox: embedHostList('sandbox'),
        testnet: embedHostList('testnet'),
        production: embedHostList('production'),
      } satisfies Record<EnvironmentName, z.ZodType>)
      .describe('Host pages allowed to embed the widget, per environment.'),
  })
  .describe(
    'The embeddable widget (embed.js): which host pages may frame it. Every other page of the edition is never framed.',
  );

const countryCode = z
  .string()
  .regex(/^(?:[A-Z]{2}|Ontario)$/, 'must be a two-letter country code such as "TR", or "Ontario"');

const languages = z
  .strictObject({
    default: languageCode.describe('Language used when the visitor has not chosen one.'),
    available: uniqueList(languageCode, 'language').describe(
      'Languages in the language picker, in display order.',
    ),
  })
  .superRefine((l, ctx) => {
    if (!l.available.includes(l.default)) {
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(l.default)} is not one of this edition's available languages`,
        path: ['default'],
        params: { allowed: l.available },
      });
    }
  })
  .describe('Languages of this edition (codes from src/editions/language-catalog.ts).');

const login = z
  .strictObject({
    tabs: uniqueList(z.enum(loginTabs), 'login tab').describe(
      'Login tabs in display order; the first is the default tab.',
    ),
    fixedCountryCode: countryCode
      .optional()
      .describe('Phone country code used for every phone login (Turkey: "TR"); no picker shown.'),
    endpoint: z
      .enum(['standard', 'compliance'])
      .default('standard')
      .describe('"compliance" sends logins to /user/public/login_compliance.'),
    subAccountLink: z.boolean().default(true).describe('Show the sub-account login link.'),
    longBan: z
      .enum(['self-unblock-page', 'error-toast'])
      .default('self-unblock-page')
      .describe('Bans older than 24 h: open the self-unblock page, or show an error toast.'),
    personalVerificationFirst: z
      .boolean()
      .default(false)
      .describe(
        'An account without a KYC country lands on the personal-verification page first (EU).',
      ),
    landing: z
      .enum(['dashboard', 'site-home'])
      .default('dashboard')
      .describe(
        "Default landing after login: /{lang}/dashboard, or the site's home /{lang} (Turkey).",
      ),
  })
  .describe('The login form.');

const register = z
  .strictObject({
    tabs: uniqueList(z.enum(registerTabs), 'register tab').describe(
      'Register tabs in display order.',
    ),
    referralCode: z.enum(['visible', 'hidden']).describe('The referral-code block.'),
    countryCodeRequired: z
      .boolean()
      .describe('Phone sign-up needs a country code chosen (toast pleaseSelectCountryCode).'),
    endpoint: z
      .enum(['standard', 'compliance'])
      .default('standard')
      .describe('"compliance" sends registrations to /user/public/register_compliance.'),
    exitIntent: z.boolean().describe('Show the exit-intent dialog on back navigation.'),
    welcomeGift: z
      .enum(['expected', 'not-offered'])
      .default('expected')
      .describe(
        'Whether the welcome gift is usually offered here. "expected": the sign-up form holds the gift line\'s space until the compliance config answers. "not-offered" (a site the config hides the gift on): no space is held, so the form does not move up when the config answers. The config still decides whether the line shows.',
      ),
    consent: z
      .array(consentCheckbox)
      .describe('Consent checkboxes under the form, in display order.'),
    residenceRedirectWording: z
      .enum(residenceRedirectWordings)
      .default('other')
      .describe(
        'How the residence-redirect dialog of another edition names this site when it sends a visitor here: "eu" (our EU site), "global" (our global site) or "other" (another of our sites).',
      ),
    redirectTo: z
      .strictObject({
        edition: identifier.describe('Id of the edition whose host takes the registration.'),
        localeMap: z
          .partialRecord(languageCode, languageCode)
          .describe(
            "This edition's language -> the target edition's language; others use its default.",
          ),
        keepQuery: z
          .array(z.string().min(1))
          .describe('Query parameters carried over to the target (affiliate parameters).'),
      })
      .optional()
      .describe("Registration is not offered here; visitors are sent to another edition's host."),
  })
  .superRefine((r, ctx) => {
    if (!r.redirectTo && !r.consent.some((box) => box.required)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must have at least one required checkbox (the terms), unless registration redirects to another edition',
        path: ['consent'],
      });
    }
    for (const twice of duplicatesIn(r.consent.map((box) => box.id))) {
      ctx.addIssue({
        code: 'custom',
        message: `two checkboxes have the id ${JSON.stringify(twice)}`,
        path: ['consent'],
      });
    }
  })
  .describe('The registration form.');

const thirdParty = z
  .strictObject({
    providers: z
      .array(z.enum(thirdPartyProviders))
      .superRefine((list, ctx) => {
        for (const twice of duplicatesIn(list)) {
          ctx.addIssue({ code: 'custom', message: `${JSON.stringify(twice)} is listed twice` });
        }
      })
      .meta({ uniqueItems: true })
      .describe('Standard third-party sign-in buttons, in order; [] hides them all.'),
    oneTap: z.boolean().describe('Allow the Google one-tap prompt (needs "google").'),
  })
  .superRefine((t, ctx) => {
    if (t.oneTap && !t.providers.includes('google')) {
      ctx.addIssue({
        code: 'custom',
        message: 'one-tap needs the "google" provider in thirdParty.providers',
        path: ['oneTap'],
      });
    }
  })
  .describe('Third-party sign-in (Google, Apple, Telegram).');

/**
 * The site-jump rule as data (docs/editions.md, "Sites and site jumps"): which accounts each site serves,
 * whether it never takes part in a jump, and whether it forces visitors whose accounts belong
 * elsewhere to leave. Cross-edition rules (one home site) live in scripts/lib/edition-cross-rules.ts.
 */
const siteJump = z
  .strictObject({
    accounts: z
      .enum(siteJumpAccounts)
      .describe(
        '"home": the site every account belongs to unless its KYC country has a site of its own (exactly one edition); "own-kyc-country": accounts whose KYC country is this site code; "shares-home": a regional site that serves the home site\'s accounts (no jump between it and the home site).',
      ),
    never: z
      .boolean()
      .default(false)
      .describe('No site jump to or from this site, whatever the account (Hong Kong).'),
    forced: z
      .boolean()
      .default(false)
      .describe(
        'Visitors whose accounts belong to another site must leave, on every page and in every mode (the Netherlands).',
      ),
  })
  .superRefine((jump, ctx) => {
    for (const flag of ['never', 'forced'] as const) {
      if (jump[flag] && jump.accounts !== 'own-kyc-country') {
        ctx.addIssue({
          code: 'custom',
          message: `"${flag}" applies only to a site with "accounts": "own-kyc-country"`,
          path: [flag],
        });
      }
    }
    if (jump.never && jump.forced) {
      ctx.addIssue({
        code: 'custom',
        message: 'a site cannot both never take part in a jump and force one',
        path: ['forced'],
      });
    }
  })
  .describe('The site-jump rule: where accounts belong after a login (docs/editions.md).');

const captcha = z
  .strictObject({
    scenes: z
      .partialRecord(z.enum(captchaSceneNames), captchaScene)
      .describe('Captcha scene per use; login, register and thirdParty are required.'),
  })
  .superRefine((c, ctx) => {
    for (const scene of requiredCaptchaScenes) {
      if (!c.scenes[scene]) {
        ctx.addIssue({
          code: 'custom',
          message: `the "${scene}" captcha scene is missing`,
          path: ['scenes', scene],
        });
      }
    }
    const turkeyLogin = c.scenes.turkeyLogin;
    if (turkeyLogin && !sameList(turkeyLogin.oldCaptchaList, recaptchaOnly)) {
      ctx.addIssue({
        code: 'custom',
        message: 'the Turkey login scene uses recaptcha only',
        path: ['scenes', 'turkeyLogin', 'oldCaptchaList'],
        params: { allowed: recaptchaOnly },
      });
    }
  })
  .describe('Captcha scene codes and fallback lists.');

/**
 * What one manifest says of its legal pages must hold together: each consent link opens a page
 * `legal.pages` lists, and a per-language name or page is for one of this edition's languages.
 * Whether a page's URL is on this edition's own hosts is checked per language by
 * scripts/lib/legal-link-rules.ts.
 */
function legalRules(
  m: {
    languages: { available: string[] };
    register: { consent: { links: { page: string }[] }[] };
    legal: {
      entity: { byLanguage?: object | undefined };
      pages: Record<string, { byLanguage?: object | undefined }>;
    };
  },
  ctx: z.RefinementCtx,
) {
  const pageNames = Object.keys(m.legal.pages);
  m.register.consent.forEach((box, i) => {
    box.links.forEach((link, j) => {
      if (pageNames.includes(link.page)) return;
      ctx.addIssue({
        code: 'custom',
        message: `there is no legal page ${JSON.stringify(link.page)} in legal.pages`,
        path: ['register', 'consent', i, 'links', j, 'page'],
        params: { allowed: pageNames },
      });
    });
  });
  const ownLanguage = (language: string, path: PropertyKey[]) => {
    if (m.languages.available.includes(language)) return;
    ctx.addIssue({
      code: 'custom',
      message: `${JSON.stringify(language)} is not one of this edition's available languages`,
      path: [...path, language],
      params: { allowed: m.languages.available },
    });
  };
  for (const language of Object.keys(m.legal.entity.byLanguage ?? {})) {
    ownLanguage(language, ['legal', 'entity', 'byLanguage']);
  }
  for (const [name, page] of Object.entries(m.legal.pages)) {
    for (const language of Object.keys(page.byLanguage ?? {})) {
      ownLanguage(language, ['legal', 'pages', name, 'byLanguage']);
    }
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function createManifestSchema(featureConfigSchemas: Record<string, z.ZodType>) {
  const featureIds = Object.keys(featureConfigSchemas);
  const features = z
    .strictObject(
      Object.fromEntries(
        featureIds.map((id) => [id, (featureConfigSchemas[id] as z.ZodType).optional()]),
      ),
    )
    .default({})
    .describe(
      `Edition-only features to switch on, by id, with their config. Known ids: ${featureIds.join(', ')}.`,
    );

  return z
    .strictObject({
      $schema: z
        .string()
        .optional()
        .describe('Always "./manifest.schema.json": lets editors autocomplete and check.'),
      id: identifier.describe('Edition id; equals the file name (eu -> editions/eu.json).'),
      siteCode: z
        .string()
        .regex(/^(?:global|[A-Z]{2,5})$/, 'must be "global" or a 2-5 letter upper-case code')
        .describe('Site code the exchange uses for this edition (global, EU, TUR, …).'),
      name: z.string().min(1).describe('Human name of the edition, for reports and tools.'),
      regional: z
        .boolean()
        .describe('Regional site: captcha fallback is recaptcha only, other regional defaults.'),
      theme: identifier.describe('Theme file themes/<theme>.json.'),
      languages,
      login,
      register,
      thirdParty,
      siteJump,
      captcha,
      downloadsAllowed: z
        .boolean()
        .describe('Mobile visitors land on /{lang}/download after login or sign-up.'),
      customerServiceChat: z
        .boolean()
        .optional()
        .describe(
          'The edition offers the customer-service chat (the Chinese-e-mail notice shows its button) where the environment has a chat widget.',
        ),
      restrictedCountries: z
        .array(countryCode)
        .meta({ uniqueItems: true })
        .describe('Countries whose residents may not register (two-letter codes, "Ontario").'),
      legal,
      features,
      hosts: hostsPerEnvironment,
      embed,
    })
    .superRefine((m, ctx) => {
      if (m.login.tabs.includes('qr') && m.login.tabs.length === 1) {
        ctx.addIssue({
          code: 'custom',
          message: 'QR cannot be the only login tab: it needs a password tab to fall back to',
          path: ['login', 'tabs'],
        });
      }
      if (m.regional) {
        for (const [scene, config] of Object.entries(m.captcha.scenes)) {
          if (config && !sameList(config.oldCaptchaList, recaptchaOnly)) {
            ctx.addIssue({
              code: 'custom',
              message: 'a regional edition uses recaptcha only',
              path: ['captcha', 'scenes', scene, 'oldCaptchaList'],
              params: { allowed: recaptchaOnly },
            });
          }
        }
      }
      legalRules(m, ctx);
      const redirect = m.register.redirectTo;
      for (const from of Object.keys(redirect?.localeMap ?? {})) {
        if (!m.languages.available.includes(from)) {
          ctx.addIssue({
            code: 'custom',
            message: `${JSON.stringify(from)} is not one of this edition's available languages`,
            path: ['register', 'redirectTo', 'localeMap', from],
            params: { allowed: m.languages.available },
          });
        }
      }
    })
    .meta({
      title: 'Edition manifest',
      description:
        'What one edition of the sign-up/login front end shows. Reference: docs/editions.md.',
    });
}

export type ManifestSchema = ReturnType<typeof createManifestSchema>;
export type EditionManifest = z.output<ManifestSchema>;
