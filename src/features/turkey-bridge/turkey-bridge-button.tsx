import { Button } from '@chakra-ui/react';
import { wrappingLabel } from '@/ui/wrapping-label';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bridgePopupUrl, siteOrigins } from '@/lib/turkey-bridge-origins';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useEdition, useFeatureConfig } from '../../editions/edition-context';
import { siteByEdition } from '../../editions/edition-site';
import { openTurkeyPopup, type TurkeyBridgeType } from './turkey-popup';

const BridgeSession = lazyWithTimeout(() => import('./bridge-session'), 'turkey-bridge-session');

interface TurkeyBridgeConfig {
  mainEdition: string;
}

interface OpenPopup {
  readonly popup: Window;
  readonly mainOrigins: readonly string[];
  /** Each click listens afresh, even when the browser hands back the same named window. */
  readonly attempt: number;
}

/**
 * Opens the main site's popup (docs/turkey-bridge.md). The popup opens in the click itself (a
 * popup blocker allows only that); the code that waits for its message and acts on it loads
 * then, long before the visitor has signed in over there. On a prerendered page the button is
 * disabled until the app has taken over: a tap before that would have nothing to open the popup,
 * and it cannot be replayed later, outside the tap (docs/turkey-bridge.md).
 */
export function TurkeyBridgeButton({ type }: { type: TurkeyBridgeType }) {
  const { t } = useTranslation('common');
  const { sites } = useEdition();
  const { mainEdition } = useFeatureConfig<TurkeyBridgeConfig>('turkey-bridge');
  const mainHosts = siteByEdition(sites, mainEdition)?.hosts ?? [];
  const [opened, setOpened] = useState<OpenPopup | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useAfterHydration();

  const open = () => {
    const mainOrigins = siteOrigins(mainHosts, window.location);
    const popup = openTurkeyPopup(bridgePopupUrl(mainOrigins[0]!, type));
    if (popup) setOpened((last) => ({ popup, mainOrigins, attempt: (last?.attempt ?? 0) + 1 }));
  };

  return (
    <>
      <Button
        type="button"
        variant="outline"
        width="full"
        // A long language's label wraps instead of running out of a phone's screen.
        {...wrappingLabel()}
        paddingBlock="2"
        onClick={open}
        aria-busy={busy}
        disabled={!ready || busy || mainHosts.length === 0}
      >
        {t('turkeyBridge.button')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <BridgeSession
            key={opened.attempt}
            popup={opened.popup}
            mainOrigins={opened.mainOrigins}
            type={type}
            onBusy={setBusy}
          />
        </Suspense>
      ) : null}
    </>
  );
}
