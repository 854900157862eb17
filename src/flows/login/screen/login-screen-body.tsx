import { Alert, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ThirdPartyBlock } from '@/sign-in/contracts/third-party-block';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { useEdition } from '@/editions/edition-context';
import { Slot } from '@/editions/slot';
import { localePath, paths } from '@/lib/route-paths';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { useLoginScreen } from './login-screen-context';
import type { LoginTab } from './login-tab-preference';
import { LoginTabs } from './login-tabs';
import { retrievePath } from './retrieve-path';
import { useVisitorRestrictions } from './use-visitor-restrictions';
import { LazyTradingPasswordPanel } from '../trading-password/lazy-trading-password-panel';

const TwoFactorPanel = lazyWithTimeout(
  () => import('../two-factor/two-factor-panel').then((m) => ({ default: m.TwoFactorPanel })),
  'two-factor-panel',
);

/** The login screen's content, the same on the page and in the modal. */
export function LoginScreenBody({
  tabs,
  inModal,
}: {
  tabs: readonly LoginTab[];
  inModal: boolean;
}) {
  const { t } = useTranslation('login');
  const { manifest } = useEdition();
  const { lang } = useParams();
  const location = useLocation();
  const { options, twoFactor, tradingPassword, siteJumpContext } = useLoginScreen();
  const { loginLimited } = useVisitorRestrictions();
  const miniApp = useMiniApp();
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
      <LazyTradingPasswordPanel step={tradingPassword} />
      {/* Hidden, not unmounted, while a second-step panel asks: the form's submit is waiting. */}
      <Stack gap="6" hidden={twoFactor.active || tradingPassword.request !== null}>
        <LoginTabs tabs={tabs} modal={inModal} />
        <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
          <Link href={retrievePath(options.oauth, location.search)} colorPalette="brand">
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
        {!options.hideThirdParty && (
          <>
            <ThirdPartyBlock intent="login" siteJumpContext={siteJumpContext} />
            <Slot name="login.thirdParty" mode={inModal ? 'modal' : 'page'} />
          </>
        )}
        {/* Inside the mini app its invite banner replaces the way over to sign-up. */}
        {miniApp && <miniApp.InviteBanner />}
        {!miniApp && !options.layout && !options.hideToggle && (
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
