/**
 * What the register screen asks of the registration flows, and what it hands them: the seam between
 * `useRegistrationActions` (the hook the panel calls, loaded with the page) and
 * `createRegistrationActions` (the flows with their real dependencies, loaded on the first submit).
 * Types only, so both sides import it and neither imports the other.
 */
import type { BanDialogType } from '../ban/ban-dialog-machine';
import type { BanDialogOutcome } from '../ban/run-ban-dialog';
import type { OpenBanDialogData } from '../ban/use-ban-dialog';
import type { CodeCheck, RegisterInput, RegisterOutcome } from '../flow/complete-registration';
import type { RegistrationSuccess } from '../flow/finish-registration';
import type { RegistrationAccount, RegistrationPageFacts } from '../flow/registration-payload';
import type { StartOutcome, StartRegistrationInput } from '../flow/start-registration';
import type { RegisterCallFlavour, RegisterDisplay } from './register-screen-options';

export interface RegistrationActionsOptions {
  /** Sent as the `entry` header: where the registration started. */
  readonly entry: RegisterDisplay;
  readonly flavour: RegisterCallFlavour;
  /** The page facts at the moment of the call (form referral code, residence, …). */
  readonly pageFacts: () => RegistrationPageFacts;
  /** The visit's channel source when it is the partner channel. */
  readonly partnerChannel: string | undefined;
  readonly isChineseEmail: (email: string) => boolean;
  /** After the success steps: host callback, or the redirect. */
  readonly onComplete: (success: RegistrationSuccess) => void;
  /**
   * The IP-limit notice shown in the form (the widget's `ipLimitNotice: 'inline'`); without it,
   * the notice is a modal, as the spec says by default.
   */
  readonly onIpLimitInline?: (() => void) | undefined;
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
