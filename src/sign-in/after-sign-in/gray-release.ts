/**
 * The gray-release rule (docs/login.md, "After sign-in", gray release): a user whose id ends in
 * 0, 1, 2, 3 or 5 is in the gray release. The exchange's gray config (`web_gray_config`) may
 * name other last digits; an empty list takes nobody in.
 */

/** The spec's last digits, used when the gray config is absent or unreadable. */
export const GRAY_RELEASE_USER_ID_TAILS: readonly string[] = ['0', '1', '2', '3', '5'];

/** Whether the user id (text or number) ends in one of `tails`; an id without digits never does. */
export function isGrayReleaseUser(
  userId: string | number,
  tails: readonly string[] = GRAY_RELEASE_USER_ID_TAILS,
): boolean {
  const lastCharacter = String(userId).trim().slice(-1);
  return /^\d$/.test(lastCharacter) && tails.includes(lastCharacter);
}
