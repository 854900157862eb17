import { Alert, Box, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ThirdPartyBlock } from '@/sign-in/contracts/third-party-block';
import { useEdition } from '@/editions/edition-context';
import { Slot } from '@/editions/slot';
import { localePath, paths } from '@/lib/route-paths';
import { PageLayout } from '@/ui/page-layout';
import { usePrefetchWhenIdle } from '@/ui/prefetch-when-idle';
import { useDocumentTitle } from '@/ui/use-document-title';
import { AuthModeSwitch } from './auth-mode-switch';
import { loginPrefetch } from './login-prefetch';
import { LoginScreenProvider, useLoginScreen } from './login-screen-context';
import { parseLoginScreenOptions, type CombinedLayout } from './login-screen-options';
import type { LoginTab } from './login-tab-preference';
import { LoginTabs } from './login-tabs';
import { useLoginScreenI18n } from './use-login-screen-i18n';
import { useLoginScreenValue } from './use-login-screen-value';
import { retrievePath } from './retrieve-path';
import { useVisitorRestrictions } from './use-visitor-restrictions';

// Not needed to type and submit: each loads when first shown (the promo after the form).
const AppDialog = lazyWithTimeout(() => import('@/ui/app-dialog'), 'app-dialog');
const HostPageStandIn = lazyWithTimeout(
  () => import('./host-page-stand-in').then((m) => ({ default: m.HostPageStandIn })),
  'host-page-stand-in',
);
const LoginPromoPanel = lazyWithTimeout(
  () => import('./login-promo-panel').then((m) => ({ default: m.LoginPromoPanel })),
  'login-promo-panel',
);
const TwoFactorPanel = lazyWithTimeout(
  () => import('../two-factor/two-factor-panel').then((m) => ({ default: m.TwoFactorPanel })),
  'two-factor-panel',
);

/** The login screen's content, the same on the page and in the modal. */
function LoginScreenBody({ tabs, inModal }: { tabs: readonly LoginTab[]; inModal: boolean }) {
  const { t } = useTranslation('login');
  const { manifest } = useEdition();
  const { lang } = useParams();
  const location = useLocation();
  const { options, twoFactor, siteJumpContext } = useLoginScreen();
  const { loginLimited } = useVisitorRestrictions();
  const subAccountQuery = new URLSearchParams(location.search);
  subAccountQuery.delete('display');
  subAccountQuery.set('main_login_url', `${location.pathname}${location.search}`);
  // The sub-account login of an OAuth request carries the request back (docs/oauth.md, "Routes").
  if (options.oauth) subAccountQuery.set('from', 'oauth');

  return (
    <Stack gap="6">
      {!inModal && (
        <Heading as="h1" size="2xl">
          {options.demoAccount ? t('demo.title') : t('title')}
        </Heading>
      )}
      {options.demoAccount && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('demo.notice')}</Alert.Title>
        </Alert.Root>
      )}
      {loginLimited && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('restricted.loginLimitedTitle')}</Alert.Title>
            <Alert.Description>{t('restricted.loginLimited')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {twoFactor.active && (
        <ChunkBoundary name="two-factor">
          <Suspense fallback={null}>
            <TwoFactorPanel key={twoFactor.attempt} step={twoFactor} />
          </Suspense>
        </ChunkBoundary>
      )}
      {/* Hidden, not unmounted, while the two-factor panel asks: the form's submit is waiting. */}
      <Stack gap="6" hidden={twoFactor.active}>
        <LoginTabs tabs={tabs} modal={inModal} />
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          <Link href={retrievePath(options.oauth)} colorPalette="brand">
            {t('forgotPassword')}
          </Link>
          {manifest.login.subAccountLink && (
            <Link asChild colorPalette="brand">
              <RouterLink to={`${localePath(lang, paths.subAccountLogin)}?${subAccountQuery}`}>
                {t('subAccount')}
              </RouterLink>
            </Link>
          )}
        </HStack>
        <ThirdPartyBlock intent="login" siteJumpContext={siteJumpContext} />
        <Slot name="login.thirdParty" mode={inModal ? 'modal' : 'page'} />
        {!options.layout && (
          <>
            <Separator />
            <Text textAlign="center">
              {t('noAccount')}{' '}
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink
                  to={`${localePath(lang, options.oauth ? paths.oauthRegister : paths.register)}${location.search}`}
                >
                  {t('signUp')}
                </RouterLink>
              </Link>
            </Text>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** `?display=modal`: the closable login modal (max 480 px) over a stand-in host page. */
function LoginModal({ tabs }: { tabs: readonly LoginTab[] }) {
  const { t } = useTranslation(['login', 'common']);
  const [open, setOpen] = useState(true);
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
        >
          <LoginScreenBody tabs={tabs} inModal />
        </AppDialog>
      </HostPageStandIn>
    </Suspense>
  );
}

/** Backdrop of the combined page's newer layouts; `new-dark` is dark whatever the colour mode. */
function CombinedBackdrop({ layout, children }: { layout: CombinedLayout; children: ReactNode }) {
  if (layout === 'old') return <>{children}</>;
  return (
    <Box
      className={layout === 'new-dark' ? 'dark' : undefined}
      data-layout={layout}
      bg="brand.subtle"
      color="fg"
      minHeight="100dvh"
    >
      {children}
    </Box>
  );
}

function LoginPageContent({ language }: { language: string }) {
  const { t } = useTranslation('login');
  const { lang } = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const options = useMemo(
    () => parseLoginScreenOptions(search, location.pathname),
    [search, location.pathname],
  );
  const { value, tabs } = useLoginScreenValue(options);
  useDocumentTitle(options.demoAccount ? t('demo.title') : t('pageTitle'));
  usePrefetchWhenIdle(loginPrefetch);

  if (options.display === 'modal') {
    return (
      <LoginScreenProvider value={value}>
        <LoginModal tabs={tabs} />
      </LoginScreenProvider>
    );
  }

  const showPromo =
    !options.hidePromo && (options.layout === undefined || options.layout === 'old');
  const body = (
    <Stack gap="6">
      {options.layout && (
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
  const { i18n, language, overridden } = useLoginScreenI18n();
  return (
    <I18nextProvider i18n={i18n}>
      {overridden ? (
        <div lang={language}>
          <LoginPageContent language={language} />
        </div>
      ) : (
        <LoginPageContent language={language} />
      )}
    </I18nextProvider>
  );
}
