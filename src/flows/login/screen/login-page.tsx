import { Stack } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { Suspense, useEffect, useMemo } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { localePath, paths } from '@/lib/route-paths';
import { PageLayout } from '@/ui/page-layout';
import { usePrefetchWhenIdle } from '@/ui/prefetch-when-idle';
import { useDocumentTitle } from '@/ui/use-document-title';
import { AuthModeSwitch } from '@/sign-in/combined/auth-mode-switch';
import { CombinedBackdrop } from '@/sign-in/combined/combined-backdrop';
import { loginPrefetch } from './login-prefetch';
import { LoginScreenBody } from './login-screen-body';
import { LoginScreenProvider } from './login-screen-context';
import { parseLoginScreenOptions } from './login-screen-options';
import { useLoginScreenI18n } from './use-login-screen-i18n';
import { useLoginScreenValue } from './use-login-screen-value';

// Not needed to type and submit: each loads when first shown (the promo after the form). The
// modal (`display=modal`, the widget's `open`) is its own chunk: the page does not carry it.
const LoginModal = lazyWithTimeout(() => import('./login-modal'), 'login-modal');
const LoginPromoPanel = lazyWithTimeout(
  () => import('./login-promo-panel').then((m) => ({ default: m.LoginPromoPanel })),
  'login-promo-panel',
);

function LoginPageContent({ language, pageT }: { language: string; pageT: TFunction<'login'> }) {
  const { t } = useTranslation('login');
  const { lang } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const options = useMemo(
    () => parseLoginScreenOptions(search, location.pathname),
    [search, location.pathname],
  );
  const { value, tabs } = useLoginScreenValue(options);
  // The document's title is in the page's language (<html lang>), as prerendered, also where the
  // login screen is shown in another (login-language.ts).
  useDocumentTitle(options.demoAccount ? pageT('demo.title') : pageT('pageTitle'));
  usePrefetchWhenIdle(loginPrefetch);
  const widget = useWidgetHost();
  useEffect(() => widget?.loaded('login'), [widget]);
  const miniApp = useMiniApp();

  if (options.display === 'modal') {
    return (
      <LoginScreenProvider value={value}>
        <ChunkBoundary name="login-modal">
          <Suspense fallback={null}>
            <LoginModal tabs={tabs} />
          </Suspense>
        </ChunkBoundary>
      </LoginScreenProvider>
    );
  }

  const showPromo =
    !options.hidePromo && (options.layout === undefined || options.layout === 'old');
  const body = (
    <Stack gap="6">
      {options.layout && !miniApp && (
        <AuthModeSwitch
          current="login"
          loginHref={`${localePath(lang, paths.login)}${location.search}`}
          registerHref={`${localePath(lang, paths.register)}${location.search}`}
        />
      )}
      <LoginScreenBody tabs={tabs} inModal={false} />
    </Stack>
  );
  const page = (
    <PageLayout
      width={options.layout && options.layout !== 'old' ? 'box' : 'panel'}
      promo={
        showPromo ? (
          <ChunkBoundary name="login-promo">
            <Suspense fallback={null}>
              <LoginPromoPanel language={language} />
            </Suspense>
          </ChunkBoundary>
        ) : undefined
      }
      promoLabel={t('promo.label')}
    >
      {body}
    </PageLayout>
  );
  return (
    <LoginScreenProvider value={value}>
      {options.layout ? <CombinedBackdrop layout={options.layout}>{page}</CombinedBackdrop> : page}
    </LoginScreenProvider>
  );
}

/**
 * The login route: the page (title, form, promo panel), the modal with `display=modal`, or the
 * combined register/login page with `layout=old|new-brand|new-dark` (docs/login.md). In the
 * languages the login screen is not offered in, it is shown in the edition's default language.
 */
export default function LoginPage() {
  const { t: pageT } = useTranslation('login');
  const { i18n, language, overridden } = useLoginScreenI18n();
  return (
    <I18nextProvider i18n={i18n}>
      {overridden ? (
        <div lang={language}>
          <LoginPageContent language={language} pageT={pageT} />
        </div>
      ) : (
        <LoginPageContent language={language} pageT={pageT} />
      )}
    </I18nextProvider>
  );
}
