import { useQueryClient } from '@tanstack/react-query';
import { createElement, lazy, useEffect, useMemo, useRef } from 'react';
import { useApiClient } from '@/api/api-client-context';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { useCatalogueDialog } from '@/api/services/catalogue-dialogs';
import { useVerification } from '@/api/services/verification';
import { useTracking } from '@/api/services/tracking';
import { useEdition } from '@/editions/edition-context';
import { createUuidV4, getDeviceId } from '@/lib/device-id';
import { encryptPassword } from '@/lib/password-encrypt';
import { hashPassword } from '@/lib/password-hash';
import { useDialogs } from '@/ui/dialog-service';
import {
  checkRegisterPermission,
  postPartnerRegistration,
  registerAccount,
  registerLegacy,
  registerPassword,
  sendCodeLegacy,
  sendVerifyItem,
  verifyCodeByUuid,
  type RegisterHeaders,
} from '../api/registration-calls';
import type { BanDialogType } from '../ban/ban-dialog-machine';
import { runBanDialog, type BanDialogFlowDeps, type BanDialogOutcome } from '../ban/run-ban-dialog';
import { useBanDialog, type OpenBanDialogData } from '../ban/use-ban-dialog';
import { clearReferralCookie } from '../channel/referral-cookie';
import {
  registerVerifiedAccount,
  setRegistrationPassword,
  verifyRegistrationCode,
  type CodeCheck,
  type CompleteRegistrationDeps,
  type RegisterInput,
  type RegisterOutcome,
} from '../flow/complete-registration';
import { finishRegistration, type RegistrationSuccess } from '../flow/finish-registration';
import {
  registerBody,
  sendCodePayload,
  type RegistrationAccount,
  type RegistrationContext,
} from '../flow/registration-payload';
import {
  sendRegistrationCode,
  startRegistration,
  type StartOutcome,
  type StartRegistrationDeps,
  type StartRegistrationInput,
} from '../flow/start-registration';
import type { RegisterCallFlavour, RegisterDisplay } from './register-screen-options';

const IpLimitDialog = lazy(() => import('./ip-limit-dialog'));

export interface RegistrationActionsOptions {
  /** Sent as the `entry` header: where the registration started. */
  readonly entry: RegisterDisplay;
  readonly flavour: RegisterCallFlavour;
  /** What the page knows at the moment of the call (form referral code, residence, …). */
  readonly context: () => RegistrationContext;
  /** The visit's channel source when it is the partner channel. */
  readonly partnerChannel: string | undefined;
  readonly isChineseEmail: (email: string) => boolean;
  /** After the success steps: host callback, or the redirect. */
  readonly onComplete: (success: RegistrationSuccess) => void;
}

export interface RegistrationActions {
  start(input: StartRegistrationInput): Promise<StartOutcome>;
  resend(input: Omit<StartRegistrationInput, 'submitEnabled'>): Promise<StartOutcome>;
  verifyCode(input: {
    uuid: string;
    code: string;
    account: RegistrationAccount;
  }): Promise<CodeCheck>;
  register(input: RegisterInput): Promise<RegisterOutcome>;
  setPassword(input: {
    uuid: string;
    password: string;
    account: RegistrationAccount | undefined;
  }): Promise<RegisterOutcome>;
  /** Back to the account step: the next attempt is a new transaction. */
  forgetTransaction(): void;
  /** A ban dialog with its waitlist steps (a banned residence submits into type 2). */
  runBanDialog(type: BanDialogType, data?: OpenBanDialogData): Promise<BanDialogOutcome>;
}

/**
 * The registration flows wired to this app: the API client, the verification services, the
 * dialogs, the tracker, the environment's RSA key and the success steps. One tx-id per attempt,
 * from the first send to the last register call.
 */
export function useRegistrationActions(options: RegistrationActionsOptions): RegistrationActions {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const verification = useVerification();
  const openCatalogueDialog = useCatalogueDialog();
  const dialogs = useDialogs();
  const openBanDialog = useBanDialog();
  const { track } = useTracking();
  const { manifest, environment } = useEdition();
  const txId = useRef<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  return useMemo(() => {
    const headers = (): RegisterHeaders => {
      txId.current ??= createUuidV4();
      return { txId: txId.current, entry: latest.current.entry };
    };
    const endpoint = manifest.register.endpoint;

    const startDeps: StartRegistrationDeps = {
      track,
      checkPermission: async () => {
        const answer = await checkRegisterPermission(client).catch(() => undefined);
        return answer?.retCode === 0 ? answer.result : undefined;
      },
      showIpBan: async (ip) => {
        await openBanDialog(3, ip ? { ip } : {});
      },
      showIpLimit: () =>
        dialogs.open<void>((done) => createElement(IpLimitDialog, { onClose: () => done() })),
      isChineseEmail: (email) => latest.current.isChineseEmail(email),
      showSecurityNotice: (...args) => verification.showSecurityNotice(...args),
      runCaptcha: (request) => verification.runCaptcha(request),
      runRiskStep: (request) => verification.runRiskStep(request),
      sendCode: (input) => {
        const { flavour, context } = latest.current;
        const body = sendCodePayload(input, context(), flavour);
        return flavour === 'legacy'
          ? sendCodeLegacy(client, input.account.channel, body, headers())
          : sendVerifyItem(client, body, headers());
      },
      showIpRestricted: async (data) => {
        await openCatalogueDialog('ipInfo', data);
      },
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
    };

    const completeDeps: CompleteRegistrationDeps = {
      track,
      get flavour() {
        return latest.current.flavour;
      },
      verifyCode: (uuid, code) => verifyCodeByUuid(client, { uuid, code }, headers()),
      register: (variant, password) => {
        const body = registerBody(latest.current.context(), variant, { password });
        return latest.current.flavour === 'legacy'
          ? registerLegacy(client, variant.account.channel, endpoint, body, headers())
          : registerAccount(client, endpoint, body, headers());
      },
      setPassword: (body) => registerPassword(client, body, headers()),
      protectPassword: async (clear) => ({
        password: hashPassword(clear),
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
  }, [
    client,
    queryClient,
    verification,
    openCatalogueDialog,
    openBanDialog,
    dialogs,
    track,
    manifest.register.endpoint,
    environment.rsaPublicKey,
  ]);
}
