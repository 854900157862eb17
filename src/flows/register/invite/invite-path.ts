/**
 * The invite screen's paths (docs/registration.md, "Invite codes"), after any locale prefix: on
 * the register page's first load, so the invite field and its rules can load only there.
 */
const INVITE_PATH = /^(?:\/[A-Za-z0-9-]+)?\/(?:invite|friend-invite)(?:\/|$)/;

/** Whether the register page is the invite screen: `/invite`, `/invite/<code>`, `/friend-invite`. */
export function isInvitePath(pathname: string): boolean {
  return INVITE_PATH.test(pathname);
}
