import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANUAL_SHUTDOWN, useWidgetHost } from '@/sign-in/contracts/widget-host';
import AppDialog from '@/ui/app-dialog';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { LoginScreenBody } from './login-screen-body';
import { useLoginScreen } from './login-screen-context';
import type { LoginTab } from './login-tab-preference';

const HostPageStandIn = lazyWithTimeout(
  () => import('./host-page-stand-in').then((m) => ({ default: m.HostPageStandIn })),
  'host-page-stand-in',
);

/**
 * `?display=modal`: the closable login modal (max 480 px) over a stand-in host page, or, in the
 * widget, over the real host page (docs/embedding.md), which hears when the visitor closes it.
 */
export default function LoginModal({
  tabs,
  lang,
}: {
  tabs: readonly LoginTab[];
  /** The screen's language where it is not the page's (login-language.ts). */
  lang?: string | undefined;
}) {
  const { t } = useTranslation(['login', 'common']);
  const [open, setOpen] = useState(true);
  const widget = useWidgetHost();
  const { options } = useLoginScreen();
  if (widget) {
    return (
      <Suspense fallback={null}>
        <AppDialog
          open={open}
          onClose={() => {
            setOpen(false);
            widget.closed(MANUAL_SHUTDOWN);
          }}
          width="modal"
          title={t('title')}
          closeLabel={options.closable ? t('common:close') : undefined}
          closeOnEscape={options.closable}
          closeOnInteractOutside={false}
          lang={lang}
        >
          <LoginScreenBody tabs={tabs} inModal />
        </AppDialog>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <HostPageStandIn onOpenLogin={() => setOpen(true)}>
        <AppDialog
          open={open}
          onClose={() => setOpen(false)}
          width="modal"
          title={t('title')}
          closeLabel={t('common:close')}
          closeOnInteractOutside={false}
          lang={lang}
        >
          <LoginScreenBody tabs={tabs} inModal />
        </AppDialog>
      </HostPageStandIn>
    </Suspense>
  );
}
