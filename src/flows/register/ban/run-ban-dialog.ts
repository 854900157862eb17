/**
 * A ban dialog from start to end, waitlist included (docs/registration-pieces.md, "Bans"): the
 * dialog runs 2 → 6 → 1 (is_fake); its 'handleNo' in waitlist mode sends the code with is_fake true
 * (captcha first, through `sendWaitlistCode`), reads the ban information (`readBanInfo`, POST
 * /user/public/ban/einfo) and then shows type 4 with what it says (./waitlist-ban-info.ts). A plain 'handleNo' from the
 * declaration is handed back: the caller restarts the captcha.
 */
import type { BanInfo } from '@/api/endpoints/ban-info';
import type { BanDialogData, BanDialogType } from './ban-dialog-machine';
import { waitlistBlockedSinceMs } from './waitlist-ban-info';
import type { OpenBanDialog, OpenBanDialogData } from './use-ban-dialog';

export interface BanDialogFlowDeps {
  readonly openBanDialog: OpenBanDialog;
  /**
   * Captcha, then the send-code call with is_fake true for this e-mail (the register flow's
   * sendRegistrationCode with isFake); true once the code is on its way.
   */
  sendWaitlistCode(email: string): Promise<boolean>;
  /**
   * The ban information for this browser (POST /user/public/ban/einfo with the self_unbind_token
   * cookie); undefined when the call failed or found nothing.
   */
  readBanInfo(): Promise<BanInfo | undefined>;
}

export type BanDialogOutcome =
  /** 'handleNo' from the declaration: restart the captcha and go on registering. */
  | 'proceed'
  /** Waitlist code sent, type 4 shown. */
  | 'joinedWaitlist'
  /** The waitlist code could not be sent (the send step has said why). */
  | 'waitlistNotSent'
  | 'customerService'
  | 'closed';

export async function runBanDialog(
  deps: BanDialogFlowDeps,
  type: BanDialogType,
  data: OpenBanDialogData = {},
): Promise<BanDialogOutcome> {
  const answer = await deps.openBanDialog(type, data);
  if (answer.choice === 'customerService') return 'customerService';
  if (answer.choice === 'close') return 'closed';
  if (!answer.isFake) return 'proceed';
  if (!answer.email || !(await deps.sendWaitlistCode(answer.email))) return 'waitlistNotSent';
  const blockedSinceMs = waitlistBlockedSinceMs(await deps.readBanInfo());
  const joined: BanDialogData = {
    email: answer.email,
    ...(blockedSinceMs === null ? {} : { blockedSinceMs }),
  };
  await deps.openBanDialog(4, joined);
  return 'joinedWaitlist';
}
