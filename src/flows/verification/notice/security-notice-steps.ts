/**
 * The security notice dialog's types (docs/verification.md, "Security notice") as data: the copy
 * each type shows and what each button does. The spec names the types and the transitions, not the
 * wording; the choices are ours and are written down in docs/verification.md.
 *
 * A button either ends the dialog with a choice for the calling flow, or moves the dialog to
 * another type. 'handleNo' is the choice that goes on to the captcha (its name comes from the
 * declaration's "No"); 'confirm' is any other "yes, go on"; 'cancel' is closing.
 */
import type { SecurityNoticeChoice, SecurityNoticeType } from '@/sign-in/contracts/verification';

export type NoticeAction =
  { readonly choose: SecurityNoticeChoice } | { readonly goTo: SecurityNoticeType };

/** Keys under `notice.buttons` in the verification namespace. */
export type NoticeButtonLabel =
  | 'noContinue'
  | 'yesIAm'
  | 'joinWaitlist'
  | 'close'
  | 'continueToCheck'
  | 'continue'
  | 'cancel'
  | 'useAnotherEmail';

/** Keys under `notice` in the verification namespace, each holding a `title` and a `body`. */
export type NoticeCopy =
  'declaration' | 'waitlistDeclaration' | 'regionUnavailable' | 'chineseEmail' | 'chatApp';

export interface NoticeButton {
  readonly labelKey: NoticeButtonLabel;
  readonly action: NoticeAction;
  readonly primary?: boolean;
}

export interface NoticeStep {
  readonly copyKey: NoticeCopy;
  readonly buttons: readonly NoticeButton[];
  /** alertdialog: a question that must be answered before going on. */
  readonly role: 'dialog' | 'alertdialog';
}

export const NOTICE_STEPS: Record<SecurityNoticeType, NoticeStep> = {
  // The start: the restricted-region declaration. "No" goes on to the captcha; "Yes" leads to
  // the region notice.
  1: {
    copyKey: 'declaration',
    role: 'alertdialog',
    buttons: [
      { labelKey: 'noContinue', action: { choose: 'handleNo' }, primary: true },
      { labelKey: 'yesIAm', action: { goTo: 2 } },
    ],
  },
  // Registration is not offered in the visitor's region; the waitlist is.
  2: {
    copyKey: 'regionUnavailable',
    role: 'alertdialog',
    buttons: [
      { labelKey: 'joinWaitlist', action: { choose: 'confirm' }, primary: true },
      { labelKey: 'close', action: { choose: 'cancel' } },
    ],
  },
  // The Chinese e-mail block: registration with this address stops here.
  5: {
    copyKey: 'chineseEmail',
    role: 'alertdialog',
    buttons: [{ labelKey: 'useAnotherEmail', action: { choose: 'cancel' }, primary: true }],
  },
  // The chat-app (Telegram) flow: a security check before the accounts are linked.
  6: {
    copyKey: 'chatApp',
    role: 'dialog',
    buttons: [
      { labelKey: 'continueToCheck', action: { choose: 'handleNo' }, primary: true },
      { labelKey: 'cancel', action: { choose: 'cancel' } },
    ],
  },
};

/**
 * The waitlist variant of the declaration (type 1 with is_fake): the visitor has already said
 * they are in a restricted region, so there is nothing to declare; "Continue" confirms and the
 * caller goes on to the captcha because is_fake is set.
 */
export const WAITLIST_DECLARATION: NoticeStep = {
  copyKey: 'waitlistDeclaration',
  role: 'dialog',
  buttons: [
    { labelKey: 'continue', action: { choose: 'confirm' }, primary: true },
    { labelKey: 'cancel', action: { choose: 'cancel' } },
  ],
};

export function noticeStep(type: SecurityNoticeType, isFake: boolean): NoticeStep {
  return type === 1 && isFake ? WAITLIST_DECLARATION : NOTICE_STEPS[type];
}

/**
 * Whether the calling flow goes on to the captcha after the dialog
 * (docs/registration.md, "The registration flow", step 4): on 'handleNo', or with an is_fake
 * (waitlist) sign-up that was not cancelled.
 */
export function noticeLeadsToCaptcha(choice: SecurityNoticeChoice, isFake: boolean): boolean {
  return choice === 'handleNo' || (isFake && choice !== 'cancel');
}
