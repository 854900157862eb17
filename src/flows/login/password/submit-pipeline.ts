/**
 * What a password login loads on its first submit (or when the page is idle): the flow, the
 * after-sign-in steps it ends with, and the way to its trading-password panel.
 */
export { submitPasswordLogin } from './submit-login';
export { signInCompletion } from '@/sign-in/after-sign-in/sign-in-completion';
export { withPageFields } from './login-page-fields';

/**
 * The trading-password panel is asked for by this pipeline only, so its import (and the list of
 * chunks it preloads) lives here rather than in the page's first load (docs/login.md,
 * "Trading-password change").
 */
export const loadTradingPasswordPanel = () =>
  import('../trading-password/trading-password-panel').then((m) => m.TradingPasswordPanel);
