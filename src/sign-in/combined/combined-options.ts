/**
 * The combined register/login page's URL switches (docs/login.md, "Combined register/login
 * page"), read alike by the login and the register screen: `layout` shows the page with the
 * switch, `signUpType` says which account the sign-up form starts with.
 */

export const COMBINED_LAYOUTS = ['old', 'new-brand', 'new-dark'] as const;
export type CombinedLayout = (typeof COMBINED_LAYOUTS)[number];

/** `signUpType=email|phone`: the sign-up form's starting tab (a test or a campaign picks it). */
export const SIGN_UP_TYPES = ['email', 'phone'] as const;
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

export function parseCombinedLayout(params: URLSearchParams): CombinedLayout | undefined {
  const layout = params.get('layout');
  return COMBINED_LAYOUTS.find((candidate) => candidate === layout);
}

export function parseSignUpType(params: URLSearchParams): SignUpType | undefined {
  const type = params.get('signUpType')?.toLowerCase();
  if (type === 'mobile') return 'phone';
  return SIGN_UP_TYPES.find((candidate) => candidate === type);
}
