/** The Turkey-site authorisation popup (spec: 600x600 at top 100; a full popup under 500 px). */
export type TurkeyBridgeType = 'BIND_TR' | 'LOGIN_TR' | 'TR_KYC' | 'MIGRANT_EU';

export const POPUP_SIZE = 600;
export const POPUP_TOP = 100;
export const FULL_POPUP_BELOW_WIDTH = 500;

/**
 * Origin of the main domain. Sandbox hosts carry no port because every edition is served by the
 * one local preview server, so a `localhost` main host borrows the current page's port.
 */
export function mainDomainOrigin(
  mainHost: string,
  current: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): string {
  const hasPort = /:\d+$/.test(mainHost);
  const isLocal = mainHost === 'localhost' || mainHost.endsWith('.localhost');
  const port = !hasPort && isLocal && current.port ? `:${current.port}` : '';
  return `${current.protocol}//${mainHost}${port}`;
}

export function turkeyPopupUrl(origin: string, type: TurkeyBridgeType): string {
  return `${origin}/en/tr-authorized?type=${type}`;
}

export function popupFeatures(viewportWidth: number, screenWidth: number): string | undefined {
  if (viewportWidth < FULL_POPUP_BELOW_WIDTH) return undefined;
  const left = Math.max(0, Math.round((screenWidth - POPUP_SIZE) / 2));
  return `popup=yes,width=${POPUP_SIZE},height=${POPUP_SIZE},top=${POPUP_TOP},left=${left}`;
}

export function openTurkeyPopup(url: string, win: Window = window): Window | null {
  const features = popupFeatures(win.innerWidth, win.screen.width);
  return features ? win.open(url, 'tr-authorized', features) : win.open(url, 'tr-authorized');
}
