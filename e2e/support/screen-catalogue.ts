import { expect, type Page } from '@playwright/test';
import { affiliateById } from '../../src/sandbox/fixtures/affiliates';
import { SANDBOX_COUNTRIES } from '../../src/sandbox/fixtures/countries';
import { SANDBOX_MINI_APP_USERS } from '../../src/sandbox/fixtures/mini-app-users';
import { SANDBOX_REFERRAL_CODES } from '../../src/sandbox/fixtures/referral-codes';
import {
  buildMiniAppLaunch,
  readLaunchChoice,
} from '../../src/sandbox/node/mini-app-launch-choice';
import { accountAlias, demoAlias, manifestOf } from './editions';
import { pageString } from './page-strings';
import { openResidencePicker, pickResidence } from './residence-picker';
import { armExitGuard } from './exit-intent';
import { failNextCall } from './sandbox-failures';
import {
  CAPTCHA_AUTO,
  clickButton,
  closeDialog,
  codeEntry,
  declareNotRestricted,
  dialogTitled,
  fillRegistration,
  freshEmail,
  languageSegment,
  registerUntilCodeStep,
  submitForm,
  submitLogin,
  tickEveryBox,
  typeCode,
} from './visitor-steps';

/**
 * Every screen and dialog a visitor can reach, and how to reach it: one list for the
 * pseudo-locale test (e2e/pseudo-locales.spec.ts) and the preview gallery (`npm run gallery`,
 * docs/editions.md). A screen is a page or a step of one; a dialog is a screen's state reached by
 * `reach` (a modal, an alert dialog, the residence list). The steps find fields by name and
 * buttons and dialogs by their strings in the page's language (./visitor-steps.ts), so they run
 * in any language, each in a fresh browser context against the sandbox.
 *
 * Not here, on purpose: the language picker, a native `<select>` whose list the browser draws
 * (each language named in itself; its closed box is on every screen); what a provider draws
 * itself, which the sandbox's stand-ins draw in English as the providers would in theirs (the
 * captcha puzzles, Google's, Apple's and Telegram's windows, the customer-service chat); and the
 * embedded widget's own two notices (signed in, refused host), which need a partner's page around
 * the frame (e2e/embed.spec.ts); its sign-in screens are the ones here.
 */
export interface CatalogueEntry {
  /** A stable id, used in file names: `login-email`, `dialog-security-verification`. */
  readonly id: string;
  /** What a reviewer reads: "login, e-mail". */
  readonly name: string;
  readonly kind: 'screen' | 'dialog';
  /** The edition it is shown on when the list is walked once (the pseudo-locale test). */
  readonly edition: string;
  /** The path after the language prefix, with any query the sandbox needs to reach the state. */
  readonly path: string;
  /** What to do after the page has loaded, to reach a state or open a dialog. */
  readonly reach?: (page: Page) => Promise<void>;
  /**
   * How a visitor leaves the state `reach` opened and is back on the page as it loaded (a
   * dialog closed, the form taking input again): the preview gallery then reaches the next
   * state of the same `path` on the same page instead of loading it again. Only where nothing
   * of the state stays on the page; the step fails if the page is not back.
   */
  readonly leave?: (page: Page) => Promise<void>;
  /**
   * Text on the screen that is data, not copy, and stays as it is in every language (a name the
   * sandbox's affiliate answers, an application's name): the pseudo-locale scan lets it be.
   */
  readonly allowed?: readonly string[];
  /**
   * The state does not survive the preview gallery's language switch in place (docs/editions.md,
   * "Preview gallery"): it shows wording fixed in the language the page had when it appeared (a
   * toast, or text the server wrote in the page's language), or it fades within seconds. The
   * gallery loads it afresh in each language.
   */
  readonly freshPerLanguage?: true;
}

/** Keeps Google's One Tap card (in Google's language, over the tabs on a phone) closed. */
export const NO_ONE_TAP = 'sandbox_third_party=google:cancel';

const openTab = (index: number) => async (page: Page) => {
  await page.getByRole('tab').nth(index).click();
  await expect(page.getByRole('tab').nth(index)).toHaveAttribute('aria-selected', 'true');
};

/** Logs in as a fresh alias of a sandbox account (docs/sandbox.md, "Accounts"). */
const logInAs = (account: string) => (page: Page) =>
  submitLogin(page, accountAlias(account, 'pseudo'));

/** Logs in as a fresh alias of `account`, then waits for the dialog titled `title`. */
const loginDialog = (account: string, title: string) => async (page: Page) => {
  await logInAs(account)(page);
  await dialogTitled(page, title);
};

/** Opens the dialog titled `title` the visitor meets on arrival. */
const onArrival = (title: string) => async (page: Page) => {
  await dialogTitled(page, title);
};

/** A visitor whose country is `country` (docs/sandbox.md, "Visitor country"), on the page. */
const visitorFrom = (country: string, visible?: 0 | 1) =>
  `sandbox_ip_country=${country}${visible === undefined ? '' : `&sandbox_is_visible=${visible}`}`;

/**
 * Country and region names are data: the exchange's country list (the sandbox's, in English for a
 * language it has no names for) and the browser's region names, which know no made-up language.
 */
const COUNTRY_NAMES = [
  ...SANDBOX_COUNTRIES.map((country) => country.name_en),
  // Ontario, a province, is named by our own strings (residence.ontario).
  ...manifestOf('global')
    .restrictedCountries.filter((code) => /^[A-Z]{2}$/.test(code))
    .map((code) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code),
];

/** The named affiliate's own texts and its referral code's offer (docs/sandbox.md, "Affiliates"). */
const AFFILIATE = affiliateById('10001');
const AFFILIATE_TEXTS = [
  AFFILIATE.nickname,
  AFFILIATE.personalSignature,
  AFFILIATE.content,
  ...AFFILIATE.groupInfo.map((benefit) => benefit.content),
  ...SANDBOX_REFERRAL_CODES.filter((code) => code.code === AFFILIATE.id).map((code) => code.tpl),
];

/** The application's name and website, as its developer registered them (docs/sandbox.md, "OAuth clients"). */
const OAUTH_CLIENT = ['Demo Trading Bot', 'tradingbot.example'];

/** Asks the password reset for a code (the page's form is not prerendered). */
async function requestResetCode(page: Page, account: string) {
  await page.locator('input[name="identifier"]').fill(account);
  await page.locator('form button[type="submit"]').first().click();
  await typeCode(page, await codeEntry(page, 'retrieve:code.label'));
}

/** A sign-up of a fresh e-mail, submitted. */
async function submitRegistration(page: Page, email = freshEmail('pseudo')) {
  await fillRegistration(page, email);
  await submitForm(page);
}

/** The residence picker's name in the page's language. */
const residenceLabel = (page: Page) => pageString(page, 'registerExtras:residence.label');

/** Picks the first residence found for an English name (it matches in every language). */
async function pickResidenceFor(page: Page, englishName: string) {
  await pickResidence(page, englishName, { label: await residenceLabel(page), firstMatch: true });
}

/** A restricted residence, then the ban dialog's steps up to `last` (docs/registration-pieces.md). */
async function waitlist(page: Page, last: 'countryBanned' | 'email' | 'confirm' | 'joined') {
  await pickResidenceFor(page, 'United States');
  await submitForm(page);
  const banned = await dialogTitled(page, 'registerExtras:ban.countryBanned.title');
  if (last === 'countryBanned') return;
  await clickButton(page, 'registerExtras:ban.countryBanned.joinWaitlist', banned);
  const email = await dialogTitled(page, 'registerExtras:ban.waitlistEmail.title');
  if (last === 'email') return;
  await email.getByRole('textbox').fill(freshEmail('waitlist'));
  await clickButton(page, 'registerExtras:ban.waitlistEmail.confirm', email);
  const confirm = await dialogTitled(page, 'registerExtras:ban.waitlistConfirm.title');
  if (last === 'confirm') return;
  await clickButton(page, 'registerExtras:ban.continue', confirm);
  await dialogTitled(page, 'registerExtras:ban.joined.title');
}

/** The OAuth request of the sandbox's unverified client asking for every scope (docs/oauth.md). */
function oauthRequest(clientId = 'demo-trading-bot'): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1/oauth/callback',
    scope: 'account:read balance:read trade withdraw',
    state: 'pseudo',
  }).toString();
}

/**
 * Opens `path` as the Telegram mini app opens it for a fixture user (docs/sandbox.md, "The
 * Telegram mini app": launch data signed with the sandbox bot's token), in the page's language.
 */
async function launchMiniApp(page: Page, path: string, choice: string) {
  const launchPath = `/${languageSegment(page)}${path}?${CAPTCHA_AUTO}`;
  const read = readLaunchChoice(`?${choice}&path=${encodeURIComponent(launchPath)}`);
  if (read.notes.length > 0) throw new Error(`mini app launch ${choice}: ${read.notes.join('; ')}`);
  const origin = new URL(page.url()).origin;
  const launch = buildMiniAppLaunch({
    choice: read.choice,
    origin,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  await page.goto(`${origin}${launch.frameSrc}`);
  await expect(page.locator('form[data-ready]').first()).toBeAttached();
}

/** The Telegram users' names (docs/sandbox.md, "The Telegram mini app"): theirs, in any language. */
const TELEGRAM_NAMES = SANDBOX_MINI_APP_USERS.map((user) =>
  [user.first_name, user.last_name].filter(Boolean).join(' '),
);

/**
 * The page as the Turkey page's popup (docs/turkey-bridge.md): it only works with its opener, the
 * Turkey page that gets the quick token, here a stand-in that takes any message. Only on the
 * popup's own page: the gallery reuses a browser page for later visits, which must not have it.
 */
async function asTurkeyPopup(page: Page) {
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/tr-authorized')) return;
    Object.defineProperty(window, 'opener', { value: { postMessage: () => undefined } });
  });
  await page.reload();
}

/** The popup's own "Log in" link: exactly, not "Go to log in" of a page not found. */
const turkeyPopupLogIn = async (page: Page) =>
  page.getByRole('link', {
    name: await pageString(page, 'common:turkeyBridge.logIn'),
    exact: true,
  });

/**
 * In the mini app: log in, then the link authorisation, its acceptance and the chat app's
 * security notice, up to `last` (docs/mini-app.md).
 */
async function logInInMiniApp(page: Page, last: 'link' | 'notice' | 'linked') {
  await submitLogin(page, demoAlias('pseudomini'));
  const link = await dialogTitled(page, 'dialogs:chatAuthorisation.link.title');
  if (last === 'link') return;
  await clickButton(page, 'dialogs:chatAuthorisation.accept', link);
  const notice = await dialogTitled(page, 'verification:notice.chatApp.title');
  if (last === 'notice') return;
  await clickButton(page, 'verification:notice.buttons.continueToCheck', notice);
}

export const catalogue: readonly CatalogueEntry[] = [
  // Login.
  { id: 'login-email', name: 'login, e-mail', kind: 'screen', edition: 'global', path: '/login' },
  {
    id: 'login-mobile',
    name: 'login, mobile',
    kind: 'screen',
    edition: 'global',
    path: '/login',
    reach: openTab(1),
  },
  {
    id: 'login-qr',
    name: 'login, QR code',
    kind: 'screen',
    edition: 'global',
    path: '/login',
    reach: openTab(2),
  },
  {
    id: 'login-two-factor',
    name: 'login, two-factor step',
    kind: 'screen',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await logInAs('2fa@example.com')(page);
      await expect(
        page.getByRole('region', { name: await pageString(page, 'login:twoFactor.title') }),
      ).toBeVisible();
    },
  },
  {
    id: 'login-trading-password',
    name: 'login, trading-password change',
    kind: 'screen',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await logInAs('trading-password@example.com')(page);
      await expect(
        page.getByRole('region', { name: await pageString(page, 'tradingPassword:title') }),
      ).toBeVisible();
    },
  },
  {
    id: 'login-combined',
    name: 'login, combined with sign-up (new brand layout)',
    kind: 'screen',
    edition: 'global',
    path: '/login?layout=new-brand',
  },
  {
    id: 'login-demo-limited',
    name: 'login, demo trading with logging in limited',
    kind: 'screen',
    edition: 'global',
    path: '/login?demoAccount=true&sandbox_is_login=0',
  },
  {
    id: 'sub-account-login',
    name: 'sub-account login',
    kind: 'screen',
    edition: 'global',
    path: '/app/user/sub-account-login',
  },
  { id: 'login-turkey', name: 'login, Turkey', kind: 'screen', edition: 'tur', path: '/login' },
  {
    id: 'self-unblock',
    name: 'self-unblock after a ban of 3 days',
    kind: 'screen',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await logInAs('banned-old@example.com')(page);
      await expect(page).toHaveURL(/\/self-unblock\?fromScene=login$/);
      await expect(
        page.getByRole('button', { name: await pageString(page, 'login:selfUnblock.unblock') }),
      ).toBeVisible();
    },
  },
  {
    id: 'third-party',
    name: 'third-party sign-in block alone',
    kind: 'screen',
    edition: 'global',
    path: '/third-party',
  },
  {
    id: 'mini-app-login',
    name: 'Telegram mini app, login with the sign-up banner',
    kind: 'screen',
    edition: 'global',
    path: '/login',
    reach: (page) => launchMiniApp(page, '/register', 'user=unlinked'),
    allowed: TELEGRAM_NAMES,
  },
  {
    id: 'mini-app-entry-browser',
    name: "the mini app's entry in a plain browser",
    kind: 'screen',
    edition: 'global',
    path: '/telegram-register-login',
  },
  {
    id: 'turkey-bridge-popup',
    name: 'Turkey bridge popup on the main site, signed out',
    kind: 'screen',
    edition: 'global',
    path: '/tr-authorized?type=BIND_TR',
    reach: async (page) => {
      await asTurkeyPopup(page);
      await expect(await turkeyPopupLogIn(page)).toBeVisible();
    },
  },
  {
    id: 'turkey-bridge-popup-signed-in',
    name: 'Turkey bridge popup on the main site, signed in: confirm',
    kind: 'screen',
    edition: 'global',
    path: '/tr-authorized?type=BIND_TR',
    reach: async (page) => {
      await asTurkeyPopup(page);
      await (await turkeyPopupLogIn(page)).click();
      // The login it leads to, with the sandbox's switches the link does not carry.
      await expect(page).toHaveURL(/\/login\?/);
      await page.goto(`${page.url()}&${CAPTCHA_AUTO}&${NO_ONE_TAP}`);
      await submitLogin(page, demoAlias('pseudobridge'));
      await expect(
        page.getByRole('button', { name: await pageString(page, 'common:turkeyBridge.confirm') }),
      ).toBeVisible();
    },
  },
  {
    id: 'not-found',
    name: 'page not found',
    kind: 'screen',
    edition: 'global',
    path: '/no-such-page',
  },

  // Registration.
  {
    id: 'register-email',
    name: 'register, e-mail',
    kind: 'screen',
    edition: 'global',
    path: '/register',
  },
  {
    id: 'register-mobile',
    name: 'register, mobile',
    kind: 'screen',
    edition: 'global',
    path: '/register',
    reach: openTab(1),
  },
  {
    id: 'register-eu-consent',
    name: 'register, EU consent',
    kind: 'screen',
    edition: 'eu',
    path: '/register',
  },
  {
    id: 'register-turkey',
    name: 'register, Turkey consent',
    kind: 'screen',
    edition: 'tur',
    path: '/register',
  },
  {
    id: 'register-affiliate',
    name: 'register, invited by a named affiliate',
    kind: 'screen',
    edition: 'global',
    path: '/register?affiliate_id=10001',
    allowed: AFFILIATE_TEXTS,
  },
  {
    id: 'register-invite',
    name: 'register, invite code applied',
    kind: 'screen',
    edition: 'global',
    path: '/invite/INVITE2026',
    // The inviter's nickname (docs/sandbox.md, "Registration": invite codes).
    allowed: ['Alice Sandbox'],
  },
  {
    id: 'register-steps',
    name: 'register, step mode choices',
    kind: 'screen',
    edition: 'global',
    path: '/register?mode=steps',
  },
  {
    id: 'register-steps-password',
    name: 'register, step mode password step',
    kind: 'screen',
    edition: 'global',
    path: `/register?mode=steps&${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await clickButton(page, 'register:steps.withEmail');
      const form = page.locator('form[data-ready]').first();
      await form.getByRole('textbox').first().fill(freshEmail('pseudo'));
      await tickEveryBox(page, form);
      await submitForm(page);
      await declareNotRestricted(page);
      await typeCode(page, await codeEntry(page, 'register:verifyCode.label'));
      await expect(
        page.getByRole('heading', { name: await pageString(page, 'register:steps.passwordTitle') }),
      ).toBeVisible();
    },
  },
  {
    id: 'register-code',
    name: 'register, code step',
    kind: 'screen',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await registerUntilCodeStep(page);
    },
  },
  {
    id: 'register-activation-link',
    name: 'register, waiting for the activation link',
    kind: 'screen',
    edition: 'global',
    path: `/register?verify=link&${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitRegistration(page);
      await declareNotRestricted(page);
      await expect(
        page.getByRole('heading', { name: await pageString(page, 'register:verifyLink.title') }),
      ).toBeVisible();
    },
  },
  {
    id: 'register-welcome',
    name: 'registered: the welcome on the account page',
    kind: 'screen',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await typeCode(page, await registerUntilCodeStep(page));
      await expect(
        page.getByText(await pageString(page, 'common:account.welcomeNew')),
      ).toBeVisible();
    },
  },

  // Forgot password.
  {
    id: 'forgot-password',
    name: 'forgot password',
    kind: 'screen',
    edition: 'global',
    path: '/app/user/retrieve',
  },
  {
    id: 'forgot-password-code',
    name: 'forgot password, code step with the Google code',
    kind: 'screen',
    edition: 'global',
    path: `/app/user/retrieve?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await requestResetCode(page, accountAlias('2fa@example.com', 'pseudo'));
      await expect(
        page.getByRole('group', { name: await pageString(page, 'retrieve:code.google2fa') }),
      ).toBeVisible();
    },
  },
  {
    id: 'forgot-password-new-password',
    name: 'forgot password, new password step',
    kind: 'screen',
    edition: 'global',
    path: `/app/user/retrieve?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await requestResetCode(page, demoAlias('pseudo'));
      await expect(
        page.getByRole('heading', { name: await pageString(page, 'retrieve:password.title') }),
      ).toBeVisible();
    },
  },
  {
    id: 'forgot-password-done',
    name: 'forgot password, done: back at the login',
    kind: 'screen',
    edition: 'global',
    path: `/app/user/retrieve?${CAPTCHA_AUTO}`,
    // The page says so in a toast: written in the language it appeared in, gone in seconds.
    freshPerLanguage: true,
    reach: async (page) => {
      await requestResetCode(page, demoAlias('pseudo'));
      for (const label of ['retrieve:password.new', 'retrieve:password.confirm']) {
        await page
          .getByRole('textbox', { name: await pageString(page, label), exact: true })
          .fill('Retrieved456');
      }
      await clickButton(page, 'retrieve:password.submit');
      await expect(page.getByText(await pageString(page, 'retrieve:done'))).toBeVisible();
    },
  },

  // OAuth.
  {
    id: 'oauth-consent',
    name: 'OAuth consent, unverified application with sensitive scopes',
    kind: 'screen',
    edition: 'global',
    path: `/oauth-login?${oauthRequest()}&${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitLogin(page, demoAlias('pseudooauth'));
      await expect(
        page.getByRole('button', { name: await pageString(page, 'oauth:consent.allow') }),
      ).toBeVisible();
    },
    allowed: OAUTH_CLIENT,
  },
  {
    id: 'oauth-problem',
    name: 'OAuth request refused: unknown application',
    kind: 'screen',
    edition: 'global',
    path: `/oauth-login?${oauthRequest('not-a-client')}&${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitLogin(page, demoAlias('pseudooauthbad'));
      await expect(
        page.getByText(await pageString(page, 'oauth:problem.unknownClient')),
      ).toBeVisible();
    },
  },

  // Dialogs of the login.
  {
    id: 'dialog-security-verification',
    name: 'login, security verification dialog',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await submitLogin(page, 'demo@example.com');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    id: 'dialog-recaptcha',
    name: "login, reCAPTCHA's dialog",
    kind: 'dialog',
    edition: 'global',
    path: '/login?sandbox_captcha=magpie:load-fail,geecaptcha:load-fail',
    reach: async (page) => {
      await submitLogin(page, 'demo@example.com');
      await dialogTitled(page, 'verification:recaptcha.title');
    },
  },
  {
    id: 'dialog-risk-step',
    name: 'login, security (risk) step',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('risk@example.com', 'verification:risk.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-login-restriction',
    name: 'login, restricted country on arrival (Iran)',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${visitorFrom('IR')}`,
    reach: onArrival('dialogs:countryRestriction.title'),
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-banned',
    name: 'login, account suspended',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('banned@example.com', 'dialogs:banned.title'),
    // The exchange's own message (why the account was banned), in the server's language: the sandbox answers English.
    allowed: ['This account has been banned'],
    leave: closeDialog,
  },
  {
    id: 'dialog-login-over-limit',
    name: 'login, too many attempts (locked)',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await failNextCall(page, '/login', { mode: 'retCode', retCode: 31030 });
      await loginDialog('demo@example.com', 'dialogs:loginOverLimit.title')(page);
    },
    leave: closeDialog,
  },
  {
    id: 'dialog-ip-ban',
    name: 'login, IP restricted',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('iprestricted@example.com', 'dialogs:ipBan.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-phone-restricted',
    name: 'login, phone number not supported',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('phonerestricted@example.com', 'dialogs:phoneRestricted.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-unsupported-jurisdiction',
    name: 'login, unsupported jurisdiction',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('jurisdiction@example.com', 'dialogs:unsupportedJurisdiction.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-hk-user-mismatch',
    name: 'login, Hong Kong user on the global site',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('hk-user@example.com', 'dialogs:hkUserMismatch.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-hk-site-mismatch',
    name: 'login, account not for the Hong Kong site',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('hk-site@example.com', 'dialogs:hkSiteMismatch.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-identity-verification',
    name: 'login, identity verification required',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('kyc@example.com', 'dialogs:identityVerification.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-generic-message',
    name: 'login, notice with the translated message',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('review@example.com', 'dialogs:genericMessage.title'),
    // The exchange's own message (the reason of 41103), in the server's language: the sandbox answers English.
    allowed: ['Your account is under review'],
    leave: closeDialog,
  },
  {
    id: 'dialog-creating-account',
    name: 'login, account still being created',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('upgrading@example.com', 'dialogs:creatingAccount.title'),
    leave: closeDialog,
  },
  {
    id: 'dialog-compliance-wall',
    name: 'login, site jump to the Netherlands site',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${CAPTCHA_AUTO}`,
    reach: loginDialog('nl-resident@example.com', 'login:siteJump.title'),
  },
  {
    id: 'dialog-residence-confirm',
    name: 'login, residence confirmation (EEA visitor on the global site)',
    kind: 'dialog',
    edition: 'global',
    path: `/login?${visitorFrom('DE')}&${CAPTCHA_AUTO}`,
    reach: loginDialog('demo@example.com', 'dialogs:residence.mainSiteEuResidenceConfirm.title'),
  },
  {
    id: 'dialog-login-modal',
    name: 'login as a modal over the host page',
    kind: 'dialog',
    edition: 'global',
    path: '/login?display=modal',
    reach: onArrival('login:title'),
  },

  // Dialogs of the registration.
  {
    id: 'dialog-security-notice',
    name: 'register, security notice (residence declaration)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitRegistration(page);
      await dialogTitled(page, 'verification:notice.declaration.title');
    },
    leave: closeDialog,
  },
  {
    id: 'dialog-security-notice-region',
    name: 'register, security notice: sign-up not available in the region (type 2)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitRegistration(page);
      const notice = await dialogTitled(page, 'verification:notice.declaration.title');
      await clickButton(page, 'verification:notice.buttons.yesIAm', notice);
      await dialogTitled(page, 'verification:notice.regionUnavailable.title');
    },
    leave: closeDialog,
  },
  {
    id: 'dialog-register-restriction',
    name: 'register, restricted country on arrival (United States)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${visitorFrom('US')}`,
    reach: onArrival('dialogs:countryRestriction.title'),
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-register-ip-ban',
    name: 'register, IP banned (ban dialog type 3)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${visitorFrom('GB', 0)}&${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitRegistration(page);
      await dialogTitled(page, 'registerExtras:ban.ipBanned.title');
    },
  },
  {
    id: 'dialog-register-ip-limit',
    name: 'register, too many sign-ups from the network',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      // The visitor's IP is set by the sandbox's cookie (docs/sandbox.md, "Visitor country").
      const { origin, pathname, search } = new URL(page.url());
      const back = encodeURIComponent(`${pathname}${search}`);
      await page.goto(`${origin}/x-api/__sandbox/visitor?ip=198.51.100.20&redirect=${back}`);
      await submitRegistration(page);
      await dialogTitled(page, 'register:ipLimit.title');
    },
  },
  {
    id: 'dialog-register-ip-info',
    name: 'register, IP restricted on the send-code call',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await failNextCall(page, '/user/public/register/send/verify/item', {
        mode: 'retCode',
        retCode: 31018,
      });
      await submitRegistration(page);
      await declareNotRestricted(page);
      await dialogTitled(page, 'dialogs:ipInfo.title');
    },
  },
  {
    id: 'dialog-chinese-email',
    name: 'register, Chinese e-mail address (ban dialog type 5)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await submitRegistration(page, freshEmail('pseudo', 'qq.com'));
      await dialogTitled(page, 'registerExtras:ban.chineseEmail.title');
    },
    leave: closeDialog,
  },
  {
    id: 'dialog-third-party-chinese-email',
    name: 'register with Apple, Chinese e-mail address (security notice type 5)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await clickButton(page, 'thirdParty:signUpWithProvider', page, { provider: 'Apple' });
      // The provider's own window (the sandbox's stand-in), in the provider's language.
      const apple = page.getByRole('dialog', { name: 'Sign in with Apple' });
      await apple.getByLabel('Apple ID').fill(freshEmail('pseudo', 'qq.com'));
      await apple.getByRole('button', { name: 'Continue' }).click();
      await declareNotRestricted(page);
      await dialogTitled(page, 'verification:notice.chineseEmail.title');
    },
  },
  {
    id: 'dialog-missing-code-help',
    name: "register, didn't receive a code",
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await registerUntilCodeStep(page);
      await clickButton(page, 'verification:code.help.toggle');
      await dialogTitled(page, 'verification:code.help.toggle');
    },
  },
  {
    id: 'dialog-identity-verification-register',
    name: 'register, identity verification required on the register call',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await failNextCall(page, '/user/public/register/info', { mode: 'retCode', retCode: 41102 });
      await typeCode(page, await registerUntilCodeStep(page));
      await dialogTitled(page, 'dialogs:identityVerification.title');
    },
  },
  {
    id: 'dialog-upgrade',
    name: 'register, unknown failure of the register call (account upgrade)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await failNextCall(page, '/user/public/register/info', { mode: 'retCode', retCode: 70001 });
      await typeCode(page, await registerUntilCodeStep(page));
      await dialogTitled(page, 'dialogs:upgrade.title');
    },
    // The exchange's own message (the answer the dialog shows, here the failure control's), in the server's language: the sandbox answers English.
    allowed: ['Sandbox injected ret_code'],
  },
  {
    id: 'dialog-residence-picker',
    name: 'register, residence picker open',
    kind: 'dialog',
    edition: 'global',
    path: '/register',
    reach: async (page) => {
      await openResidencePicker(page, await residenceLabel(page));
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    },
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-residence-redirect',
    name: 'register, EU residence offered the EU site',
    kind: 'dialog',
    edition: 'global',
    path: '/register',
    reach: async (page) => {
      await pickResidenceFor(page, 'Germany');
      await dialogTitled(page, 'registerExtras:residence.redirect.eu.title');
    },
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-country-banned',
    name: 'register, restricted residence (ban dialog type 2)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await waitlist(page, 'countryBanned');
    },
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-waitlist-email',
    name: 'register, waitlist e-mail (ban dialog type 6)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await waitlist(page, 'email');
    },
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-waitlist-confirm',
    name: 'register, waitlist confirmation (ban dialog type 1)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await waitlist(page, 'confirm');
    },
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-waitlist-joined',
    name: 'register, on the waitlist (ban dialog type 4)',
    kind: 'dialog',
    edition: 'global',
    path: `/register?${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await waitlist(page, 'joined');
    },
    allowed: COUNTRY_NAMES,
  },
  {
    id: 'dialog-register-modal',
    name: 'register as a modal',
    kind: 'dialog',
    edition: 'global',
    path: '/register?display=modal',
    reach: onArrival('register:title'),
  },
  {
    id: 'dialog-retention',
    name: 'register modal, leave without the welcome gift?',
    kind: 'dialog',
    edition: 'global',
    path: '/register?display=modal',
    reach: async (page) => {
      // The first close leaves at once; a second entry asks to stay for the gift.
      const url = page.url();
      const modal = await dialogTitled(page, 'register:title');
      await clickButton(page, 'common:close', modal);
      await expect(page).toHaveURL(/\/login/);
      await page.goto(url);
      await clickButton(page, 'common:close', await dialogTitled(page, 'register:title'));
      await dialogTitled(page, 'register:retention.title');
    },
  },
  {
    id: 'dialog-exit-intent',
    name: "register, Back: don't miss your welcome gift",
    kind: 'dialog',
    edition: 'global',
    path: '/register',
    reach: async (page) => {
      // Back needs somewhere to go.
      const url = page.url();
      await page.goto(url.replace('/register', '/login'));
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await armExitGuard(page);
      await page.goBack();
      await dialogTitled(page, 'registerExtras:exitIntent.welcomeGift.title');
    },
  },

  // Dialogs of OAuth and the Telegram mini app.
  {
    id: 'dialog-oauth-step-up',
    name: "OAuth, confirm it's you before a sensitive grant",
    kind: 'dialog',
    edition: 'global',
    path: `/oauth-login?${oauthRequest()}&${CAPTCHA_AUTO}`,
    reach: async (page) => {
      await logInAs('2fa@example.com')(page);
      await typeCode(
        page,
        page.getByRole('region', { name: await pageString(page, 'login:twoFactor.title') }),
      );
      await clickButton(page, 'oauth:consent.allow');
      await dialogTitled(page, 'oauth:stepUp.title');
    },
    allowed: OAUTH_CLIENT,
  },
  {
    id: 'dialog-chat-link',
    name: 'mini app, link your Telegram account',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await launchMiniApp(page, '/login', 'user=unlinked');
      await logInInMiniApp(page, 'link');
    },
    allowed: TELEGRAM_NAMES,
  },
  {
    id: 'dialog-chat-login',
    name: 'mini app, log in with Telegram',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await launchMiniApp(page, '/telegram-register-login', 'user=bound');
      await clickButton(page, 'thirdParty:telegramWidgetTitle');
      await dialogTitled(page, 'dialogs:chatAuthorisation.login.title');
    },
    allowed: TELEGRAM_NAMES,
  },
  {
    id: 'dialog-chat-security-notice',
    name: 'mini app, verify to continue with Telegram',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await launchMiniApp(page, '/login', 'user=unlinked');
      await logInInMiniApp(page, 'notice');
    },
    allowed: TELEGRAM_NAMES,
  },
  {
    id: 'dialog-failed-to-bind',
    name: 'mini app, linking failed',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await launchMiniApp(page, '/login', 'user=fails-1001');
      await logInInMiniApp(page, 'linked');
      await dialogTitled(page, 'dialogs:failedToBind.title');
    },
    allowed: TELEGRAM_NAMES,
  },
  {
    id: 'dialog-close-mini-app',
    name: 'mini app, session expired',
    kind: 'dialog',
    edition: 'global',
    path: '/login',
    reach: async (page) => {
      await launchMiniApp(page, '/login', 'user=unlinked&tampered=1');
      await submitLogin(page, demoAlias('pseudomini'));
      await dialogTitled(page, 'dialogs:closeMiniApp.title');
    },
    allowed: TELEGRAM_NAMES,
  },
];
