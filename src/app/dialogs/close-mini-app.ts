import { currentMiniApp } from '@/sign-in/contracts/mini-app';

/**
 * Closes the mini app through Telegram's bridge (docs/mini-app.md). Returns false outside the
 * mini app, where there is nothing to close.
 */
export function closeMiniApp(): boolean {
  const miniApp = currentMiniApp();
  if (!miniApp) return false;
  miniApp.close();
  return true;
}
