import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { safeRedirectTarget, type RedirectContext } from '@/lib/redirect-safety';
import { redirectContext } from '@/sign-in/after-sign-in/redirect-context';
import { useLoadedWhiteHosts } from '@/sign-in/after-sign-in/use-loaded-white-hosts';
import { oauthSignInLink } from '@/sign-in/oauth/oauth-query';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { EmailLoginForm } from '../password/email-login-form';
import { LoginScreenProvider } from '../screen/login-screen-context';
import { parseLoginScreenOptions } from '../screen/login-screen-options';
import { TwoFactorPanel } from '../two-factor/two-factor-panel';
import { LazyTradingPasswordPanel } from '../trading-password/lazy-trading-password-panel';
import { useLoginScreenValue } from '../screen/use-login-screen-value';
import { retrievePath } from '../screen/retrieve-path';

/**
 * Sub-account login (/app/user/sub-account-login; docs/login.md, "Sub-account login"): the
 * sub-account's e-mail and password through the same flow as the main login (captcha, two-factor,
 * risk, bans), marked as a sub-account login. redirect_url is where it lands (if allowed),
 * main_login_url where 'main account login' leads back (if allowed), and from=oauth keeps the OAuth
 * flow's links.
 */
export default function SubAccountLoginPage() {
  const { t } = useTranslation('login');
  const { environment, sites } = useEdition();
  const whiteHosts = useLoadedWhiteHosts();
  const { lang } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const options = useMemo(() => parseLoginScreenOptions(search), [search]);
  const { value } = useLoginScreenValue(options, { subAccount: true });
  useDocumentTitle(t('subAccountPage.pageTitle'));
  const redirect = redirectContext({
    origin: window.location.origin,
    settings: environment.redirect,
    sites,
    whiteHosts,
  });
  const mainLogin =
    safeRedirectTargetForLogin(search.get('main_login_url'), redirect) ??
    oauthSignInLink('login', location, lang) ??
    `${lang ? `/${lang}` : ''}/login${options.oauth ? '?from=oauth' : ''}`;
  const { twoFactor, tradingPassword } = value;

  return (
    <LoginScreenProvider value={value}>
      <PageLayout>
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {t('subAccountPage.title')}
            </Heading>
            <Text color="fg.muted">{t('subAccountPage.intro')}</Text>
          </Stack>
          {twoFactor.active && <TwoFactorPanel key={twoFactor.attempt} step={twoFactor} />}
          <LazyTradingPasswordPanel step={tradingPassword} />
          <Stack gap="6" hidden={twoFactor.active || tradingPassword.request !== null}>
            <EmailLoginForm />
            <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
              <Link href={retrievePath(options.oauth)} colorPalette="brand">
                {t('forgotPassword')}
              </Link>
              <Link asChild colorPalette="brand">
                <RouterLink to={mainLogin}>{t('subAccountPage.mainLogin')}</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Stack>
      </PageLayout>
    </LoginScreenProvider>
  );
}

/**
 * main_login_url names a login page, which the redirect-safety rule blanks as a post-login
 * target; as a 'back' link only its origin matters, so the path is checked on its own.
 */
function safeRedirectTargetForLogin(
  target: string | null,
  context: RedirectContext,
): string | null {
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, context.origin);
  } catch {
    return null;
  }
  // Same checks as any redirect, on a neutral path, then the real path back.
  const probe = safeRedirectTarget(`${url.origin}/`, context);
  if (!probe) return null;
  return url.origin === context.origin
    ? `${url.pathname}${url.search}`
    : `${url.origin}${url.pathname}${url.search}`;
}
