import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition, useFeatureConfig } from '../../editions/edition-context';
import { siteByEdition } from '../../editions/edition-site';
import { bridgePopupUrl, siteOrigins } from '@/lib/turkey-bridge-protocol';
import { useSignInEnvironment } from '@/sign-in/after-sign-in/use-sign-in-environment';
import { openTurkeyPopup, type TurkeyBridgeType } from './turkey-popup';

interface TurkeyBridgeConfig {
  mainEdition: string;
}

/**
 * Opens the main site's popup (docs/turkey-bridge.md). The popup opens in the click itself (a
 * popup blocker allows only that); the code that waits for its message and acts on it loads
 * then, long before the visitor has signed in over there.
 */
export function TurkeyBridgeButton({ type }: { type: TurkeyBridgeType }) {
  const { t } = useTranslation('common');
  const env = useSignInEnvironment();
  const { sites } = useEdition();
  const { mainEdition } = useFeatureConfig<TurkeyBridgeConfig>('turkey-bridge');
  const mainHosts = siteByEdition(sites, mainEdition)?.hosts ?? [];
  const stop = useRef<(() => void) | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => stop.current?.(), []);

  const open = () => {
    const mainOrigins = siteOrigins(mainHosts, window.location);
    const popup = openTurkeyPopup(bridgePopupUrl(mainOrigins[0]!, type));
    if (!popup) return;
    stop.current?.();
    void import('./start-bridge').then(({ startBridge }) => {
      stop.current = startBridge({
        env,
        popup,
        mainOrigins,
        type,
        linkSuccessful: t('turkeyBridge.linkSuccessful'),
        onBusy: setBusy,
      });
    });
  };

  return (
    <Button
      type="button"
      variant="outline"
      width="full"
      onClick={open}
      aria-busy={busy}
      disabled={busy || mainHosts.length === 0}
    >
      {t('turkeyBridge.button')}
    </Button>
  );
}
