/**
 * The site-jump rule (login-and-shared.md §4 'Site-jump rule') where the block is shown: the
 * login and register pages are exempt from the jump, except that the Netherlands site forces it
 * for accounts that are not its own; Hong Kong accounts never jump. Returns the site the
 * account must go to, or null.
 */
export const FORCING_SITE = 'NLD';

export function forcedJumpTarget(
  currentSite: string,
  kycCountry: string | null | undefined,
): 'global' | null {
  if (currentSite !== FORCING_SITE) return null;
  const code = (kycCountry ?? '').trim();
  return code === FORCING_SITE || code === 'HKG' ? null : 'global';
}
