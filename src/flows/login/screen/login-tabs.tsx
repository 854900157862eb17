import { Suspense, useEffect, useState } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { useTranslation } from 'react-i18next';
import { AppTabs } from '@/ui/app-tabs';
import { EmailLoginForm } from '../password/email-login-form';
import {
  initialLoginTab,
  readStoredLoginTab,
  storeLoginTab,
  type LoginTab,
} from './login-tab-preference';
import { MobileLoginForm } from '../password/mobile-login-form';

const QrLoginPanel = lazyWithTimeout(() => import('../qr/qr-login-panel'), 'qr-login-panel');

function tabContent(tab: LoginTab) {
  switch (tab) {
    case 'email':
      return <EmailLoginForm />;
    case 'mobile':
      return <MobileLoginForm />;
    case 'qr':
      return (
        <ChunkBoundary name="qr-login">
          <Suspense fallback={null}>
            <QrLoginPanel />
          </Suspense>
        </ChunkBoundary>
      );
    default: {
      const unreachable: never = tab;
      return unreachable;
    }
  }
}

/**
 * The e-mail / mobile / QR tabs. The last chosen tab is remembered and honoured when this
 * screen offers it (a stored QR choice is ignored in modal mode and where QR is hidden).
 */
export function LoginTabs({ tabs, modal }: { tabs: readonly LoginTab[]; modal: boolean }) {
  const { t } = useTranslation('login');
  // The prerendered page shows the default tab; the visitor's stored tab is applied after
  // hydration (reading storage while rendering would make the two renders differ).
  const [tab, setTab] = useState<LoginTab>(() => initialLoginTab(null, tabs, { modal }));
  useEffect(() => {
    const stored = initialLoginTab(readStoredLoginTab(), tabs, { modal });
    const typing = document.activeElement?.closest('form') != null;
    // One deliberate re-render after hydration, and only if the visitor is not already typing.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!typing) setTab(stored);
  }, [tabs, modal]);

  return (
    <AppTabs
      ariaLabel={t('tabsLabel')}
      value={tabs.includes(tab) ? tab : tabs[0]}
      onValueChange={(next) => {
        setTab(next);
        storeLoginTab(next);
      }}
      items={tabs.map((value) => ({
        value,
        label: t(`tabs.${value}`),
        content: tabContent(value),
      }))}
    />
  );
}
