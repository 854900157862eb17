import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useApiClient } from '@/api/api-client-context';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useVerification } from '@/sign-in/contracts/verification';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import type { BanDialogType } from '../ban/ban-dialog-machine';
import type { BanDialogOutcome } from '../ban/run-ban-dialog';
import { useBanDialog, type OpenBanDialogData } from '../ban/use-ban-dialog';
import type { CodeCheck, RegisterInput, RegisterOutcome } from '../flow/complete-registration';
import type { RegistrationSuccess } from '../flow/finish-registration';
import type { RegistrationAccount, RegistrationContext } from '../flow/registration-payload';
import type { StartOutcome, StartRegistrationInput } from '../flow/start-registration';
import type { RegisterCallFlavour, RegisterDisplay } from './register-screen-options';

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
 * The registration flows for this page: the API client, the verification services, the dialogs,
 * the tracker, the environment's RSA key and the success steps. Their code
 * (registration-runtime.ts) loads on the first call, so it is not part of the page's first load.
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
    let runtime: Promise<RegistrationActions> | undefined;
    const load = () =>
      (runtime ??= import('./registration-runtime').then((module) =>
        module.createRegistrationActions({
          client,
          queryClient,
          verification,
          openCatalogueDialog,
          openBanDialog,
          dialogs,
          track,
          manifest,
          environment,
          txId,
          latest,
        }),
      ));
    return {
      start: async (input) => (await load()).start(input),
      resend: async (input) => (await load()).resend(input),
      verifyCode: async (input) => (await load()).verifyCode(input),
      register: async (input) => (await load()).register(input),
      setPassword: async (input) => (await load()).setPassword(input),
      forgetTransaction: () => {
        txId.current = null;
      },
      runBanDialog: async (type, data) => (await load()).runBanDialog(type, data),
    };
  }, [
    client,
    queryClient,
    verification,
    openCatalogueDialog,
    openBanDialog,
    dialogs,
    track,
    manifest,
    environment,
  ]);
}
