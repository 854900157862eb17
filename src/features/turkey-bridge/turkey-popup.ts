/** The Turkey-site authorisation popup (spec: 600x600 at top 100; a full popup under 500 px). */
export type { TurkeyBridgeType } from '@/lib/turkey-bridge-protocol';

export const POPUP_SIZE = 600;
export const POPUP_TOP = 100;
export const FULL_POPUP_BELOW_WIDTH = 500;
/** The popup's window name: a second click reuses the window instead of opening another. */
export const POPUP_NAME = 'tr-authorized';

export function popupFeatures(viewportWidth: number, screenWidth: number): string | undefined {
  if (viewportWidth < FULL_POPUP_BELOW_WIDTH) return undefined;
  const left = Math.max(0, Math.round((screenWidth - POPUP_SIZE) / 2));
  return `popup=yes,width=${POPUP_SIZE},height=${POPUP_SIZE},top=${POPUP_TOP},left=${left}`;
}

export function openTurkeyPopup(url: string, win: Window = window): Window | null {
  const features = popupFeatures(win.innerWidth, win.screen.width);
  return features ? win.open(url, POPUP_NAME, features) : win.open(url, POPUP_NAME);
}
