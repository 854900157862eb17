import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInEnvironment } from '@/sign-in/after-sign-in/use-sign-in-environment';
import { startBridge } from './start-bridge';
import type { TurkeyBridgeType } from './turkey-popup';

export interface BridgeSessionProps {
  readonly popup: Window;
  readonly mainOrigins: readonly string[];
  readonly type: TurkeyBridgeType;
  readonly onBusy: (busy: boolean) => void;
}

/**
 * Mounted once the button opened the popup, as its own chunk: the page's sign-in environment and
 * the listener for the popup's quick token (docs/turkey-bridge.md, "The steps") stay out of the
 * Turkey pages' first load.
 */
export default function BridgeSession({ popup, mainOrigins, type, onBusy }: BridgeSessionProps) {
  const { t } = useTranslation('common');
  const env = useSignInEnvironment();
  const linkSuccessful = t('turkeyBridge.linkSuccessful');
  // One listener per mount (the button mounts this afresh for each click); the environment of
  // the mount is the one the sign-in finishes with.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => startBridge({ env, popup, mainOrigins, type, linkSuccessful, onBusy }), []);
  return null;
}
