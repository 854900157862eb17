/**
 * Builds the registration actions (registration-actions.ts): the registration flows with their real
 * dependencies — the API calls, the payloads, the flows and the password protection. Loaded on the
 * first submit (not with the page); `useRegistrationActions` hands in what it read from React's
 * contexts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type RefObject } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import type { ApiClient } from '@/api/api-client';
import { profileQueryOptions } from '@/api/endpoints/profile';
import type { BanInfo } from '@/api/endpoints/ban-info';
import { readCookie } from '@/lib/cookies';
import { API_PATHS } from '@/api/paths';
import type { TFunction } from 'i18next';
import type { OpenCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { markGrayRelease } from '@/sign-in/after-sign-in/gray-release-flag';
import { showCatalogueRefusal } from '@/sign-in/refusals/catalogue-refusal';
import { showRefusalDeps } from '@/sign-in/refusals/show-refusal-deps';
import type { Tracker } from '@/sign-in/contracts/tracking';
import type { VerificationServices } from '@/sign-in/contracts/verification';
import type { EnvironmentSettings } from '@/config/environments';
import type { EditionManifest } from '@/editions/manifest-schema';
import { createUuidV4, getDeviceId } from '@/lib/device-id';
import { encryptPassword } from '@/lib/password-encrypt';
import { hashPasswordOnDemand } from '@/lib/hash-password-on-demand';
import { trackWithDetail } from '@/lib/tracking/event-detail';
import type { DialogService } from '@/ui/dialog-service';
import {
  checkRegisterPermission,
  postPartnerRegistration,
  registerAccount,
  registerLegacy,
  registerPassword,
  registerPath,
  sendCodeLegacy,
  sendCodePath,
  sendVerifyItem,
  verifyCodeByUuid,
  type RegisterHeaders,
} from '@/api/endpoints/registration';
import { runBanDialog, type BanDialogFlowDeps } from '../ban/run-ban-dialog';
import type { OpenBanDialog } from '../ban/use-ban-dialog';
import { clearReferralCookie } from '@/sign-in/after-sign-in/register-success';
import {
  registerVerifiedAccount,
  setRegistrationPassword,
  verifyRegistrationCode,
  type CompleteRegistrationDeps,
} from '../flow/complete-registration';
import { finishRegistration } from '../flow/finish-registration';
import {
  registerBody,
  sendCodePayload,
  type RegistrationAccount,
} from '../flow/registration-payload';
import {
  sendRegistrationCode,
  startRegistration,
  type StartRegistrationDeps,
} from '../flow/start-registration';
import type { RegistrationCall, ShowRegistrationRefusal } from '../flow/registration-refusal';
import { registrationEventDetail } from '../flow/registration-tracking';
import type { RegistrationActions, RegistrationActionsOptions } from './registration-actions';

const IpLimitDialog = lazyWithTimeout(() => import('./ip-limit-dialog'), 'ip-limit-dialog');

/** What the hook read from React's contexts. */
export interface RegistrationActionsDeps {
  readonly client: ApiClient;
  readonly queryClient: QueryClient;
  readonly verification: VerificationServices;
  readonly openCatalogueDialog: OpenCatalogueDialog;
  /** The strings of the catalogue's own toasts (20100). */
  readonly catalogueMessages: TFunction<'thirdParty'>;
  readonly openBanDialog: OpenBanDialog;
  readonly dialogs: DialogService;
  readonly track: Tracker['track'];
  readonly manifest: EditionManifest;
  readonly environment: EnvironmentSettings;
  /** One tx-id per attempt; cleared when the visitor starts over or has registered. */
  readonly txId: RefObject<string | null>;
  /** The hook's latest options (they change with every render). */
  readonly latest: RefObject<RegistrationActionsOptions>;
}

export function createRegistrationActions(deps: RegistrationActionsDeps): RegistrationActions {
  const {
    client,
    queryClient,
    verification,
    openCatalogueDialog,
    catalogueMessages,
    openBanDialog,
    dialogs,
    manifest,
    environment,
    txId,
    latest,
  } = deps;
  // Every registration event carries the page's event detail as ext_json (docs/registration.md,
  // "Tracking").
  const track = trackWithDetail(deps.track, () =>
    registrationEventDetail(latest.current.pageFacts()),
  );
  const headers = (): RegisterHeaders => {
    txId.current ??= createUuidV4();
    return { txId: txId.current, entry: latest.current.entry };
  };
  const endpoint = manifest.register.endpoint;
  // The path each call goes to, for the catalogue's path rules (docs/registration.md, "Refusals
  // and failures"); the channel is the attempt's, which the send and register calls share.
  let channel: RegistrationAccount['channel'] = 'email';
  const pathOf = (call: RegistrationCall): string => {
    const { flavour } = latest.current;
    switch (call) {
      case 'send':
        return sendCodePath(flavour, channel);
      case 'verify':
        return API_PATHS.registerVerify;
      case 'register':
        return registerPath(flavour, endpoint, channel);
      case 'password':
        return API_PATHS.registerPassword;
      default:
        return call satisfies never;
    }
  };
  const refusals = showRefusalDeps(openCatalogueDialog, catalogueMessages);
  const showRefusal: ShowRegistrationRefusal = (call, answer) =>
    showCatalogueRefusal(refusals, answer, pathOf(call), 'registration');

  const startDeps: StartRegistrationDeps = {
    track,
    checkPermission: async () => {
      const answer = await checkRegisterPermission(client).catch(() => undefined);
      return answer?.retCode === 0 ? answer.result : undefined;
    },
    showIpBan: async (ip) => {
      await openBanDialog(3, ip ? { ip } : {});
    },
    showIpLimit: async () => {
      const inline = latest.current.onIpLimitInline;
      if (inline) return inline();
      return dialogs.open<void>((done) => createElement(IpLimitDialog, { onClose: () => done() }));
    },
    isChineseEmail: (email) => latest.current.isChineseEmail(email),
    showChineseEmailNotice: async () => {
      await openBanDialog(5);
    },
    showSecurityNotice: (...args) => verification.showSecurityNotice(...args),
    runCaptcha: (request) => verification.runCaptcha(request),
    runRiskStep: (request) => verification.runRiskStep(request),
    sendCode: (input) => {
      channel = input.account.channel;
      const { flavour, pageFacts } = latest.current;
      const body = sendCodePayload(input, pageFacts(), flavour);
      return flavour === 'legacy'
        ? sendCodeLegacy(client, input.account.channel, body, headers())
        : sendVerifyItem(client, body, headers());
    },
    showRefusal,
    joinWaitlist: async (account) => {
      await runBanDialog(banDeps, 6, account.channel === 'email' ? { email: account.email } : {});
    },
  };

  // The waitlist sends its code like a registration, captcha first, with is_fake.
  const banDeps: BanDialogFlowDeps = {
    openBanDialog,
    sendWaitlistCode: async (email) => {
      const outcome = await sendRegistrationCode(startDeps, {
        account: { channel: 'email', email },
        verification: 'code',
        isFake: true,
      });
      return outcome.kind === 'sent';
    },
    readBanInfo: async (): Promise<BanInfo | undefined> => {
      // Imported here: the login page's ban flow keeps this module in its own first-load chunk.
      const { getBanInfo, SELF_UNBIND_COOKIE } = await import('@/api/endpoints/ban-info');
      const answer = await getBanInfo(client, readCookie(SELF_UNBIND_COOKIE));
      return answer?.retCode === 0 ? answer.result : undefined;
    },
  };

  const completeDeps: CompleteRegistrationDeps = {
    track,
    get flavour() {
      return latest.current.flavour;
    },
    showRefusal,
    verifyCode: (uuid, code) => verifyCodeByUuid(client, { uuid, code }, headers()),
    register: (variant, password) => {
      channel = variant.account.channel;
      const body = registerBody(latest.current.pageFacts(), variant, { password });
      return latest.current.flavour === 'legacy'
        ? registerLegacy(client, variant.account.channel, endpoint, body, headers())
        : registerAccount(client, endpoint, body, headers());
    },
    setPassword: (body) => registerPassword(client, body, headers()),
    protectPassword: async (clear) => ({
      password: await hashPasswordOnDemand(clear),
      ...(await encryptPassword(clear, environment.rsaPublicKey)),
    }),
    finish: (input) =>
      finishRegistration(
        {
          track,
          clearReferralCookie,
          fetchProfile: async () => {
            const profile = await queryClient
              .fetchQuery({ ...profileQueryOptions(client), staleTime: 0 })
              .catch(() => undefined);
            return profile ? { id: String(profile.id) } : undefined;
          },
          markGrayRelease: (userId) => markGrayRelease({ client, queryClient }, userId),
          partnerChannel: latest.current.partnerChannel,
          postPartnerRegistration: (body) => postPartnerRegistration(client, body),
          complete: (success) => {
            txId.current = null;
            latest.current.onComplete(success);
          },
        },
        input,
      ),
  };

  const withFingerprint = <T extends { account: RegistrationAccount }>(input: T) => ({
    ...input,
    fingerprint: input.account.channel === 'mobile' ? getDeviceId() : undefined,
  });

  return {
    start: (input) => startRegistration(startDeps, withFingerprint(input)),
    resend: (input) => sendRegistrationCode(startDeps, withFingerprint(input)),
    verifyCode: (input) => verifyRegistrationCode(completeDeps, input),
    register: (input) => registerVerifiedAccount(completeDeps, input),
    setPassword: (input) => setRegistrationPassword(completeDeps, input),
    forgetTransaction: () => {
      txId.current = null;
    },
    runBanDialog: (type, data) => runBanDialog(banDeps, type, data),
  };
}
