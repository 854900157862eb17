import { Heading, Stack } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@/sign-in/contracts/session';
import { useEdition } from '@/editions/edition-context';
import { PageLayout } from '@/ui/page-layout';
import { leavePage, replacePage } from '@/sign-in/after-sign-in/leave-page';
import { loadDestination, useDestinationPage } from '@/sign-in/after-sign-in/use-destination-page';
import { localePath, paths } from '@/lib/route-paths';
import { useDocumentTitle } from '@/ui/use-document-title';
import type { RegistrationSuccess } from './flow/finish-registration';
import { RegisterPromo } from './promo/register-promo';
import { registerRedirectUrl } from './register-redirect';
import { useWidgetHost } from '@/sign-in/contracts/widget-host';
import { useMiniApp } from '@/sign-in/contracts/mini-app';
import { AuthModeSwitch } from '@/sign-in/combined/auth-mode-switch';
import { CombinedBackdrop } from '@/sign-in/combined/combined-backdrop';
import { withComplianceHiding } from '@/sign-in/compliance/compliance-switches';
import { useComplianceHidden } from '@/sign-in/compliance/use-compliance-hidden';
import { RegisterPanel } from './screen/register-panel';
import { parseRegisterScreenOptions } from './screen/register-screen-options';
import { isInvitePath } from './invite/invite-path';

const loadSiteCompliance = () => import('@/api/endpoints/site-compliance-config');

// Only `?display=modal` needs the dialog machinery; the page does not load it.
const RegisterModal = lazyWithTimeout(() => import('./screen/register-modal'), 'register-modal');

export interface RegisterPageProps {
  /** A full navigation: destinations are pages of the exchange, outside this app. */
  readonly goTo?: (url: string) => void;
  /** The same, replacing this page in the history (redirects on arrival). */
  readonly replaceWith?: (url: string) => void;
}

/**
 * /register, /sign-up, /invite and the other sign-up routes (docs/registration.md, "Screens and
 * how to reach them", "Invite codes"): the register screen as a page, as a closable modal with
 * `?display=modal`, or as the combined register/login page with `?layout=` (docs/login.md). A
 * logged-in visitor is sent on; an edition that does not register itself (Netherlands) sends the
 * visitor to the edition that does.
 */
export default function RegisterPage(props: RegisterPageProps) {
  const miniApp = useMiniApp();
  const { lang } = useParams();
  const { search } = useLocation();
  // Inside the mini app only login is allowed (docs/mini-app.md, "Only login"): the login page
  // offers sign-up on the web in its invite banner.
  if (miniApp) return <Navigate to={`${localePath(lang, paths.login)}${search}`} replace />;
  return <RegisterScreenPage {...props} />;
}

function RegisterScreenPage({ goTo = leavePage, replaceWith = replacePage }: RegisterPageProps) {
  const { t, i18n } = useTranslation(['register', 'registerExtras']);
  const { manifest, editionHosts } = useEdition();
  const { lang } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inApp = (url: string) => navigate(url, { replace: true });
  const tokens = useSession();
  const urlOptions = useMemo(() => parseRegisterScreenOptions(location.search), [location.search]);
  // The site-compliance config may hide the phone tab, the referral field and third-party
  // sign-in, as the URL's switches do (docs/login.md, "Compliance hiding").
  const complianceHidden = useComplianceHidden(loadSiteCompliance);
  const options = useMemo(
    () => withComplianceHiding(urlOptions, complianceHidden),
    [urlOptions, complianceHidden],
  );
  // Editions that hide the referral code (Turkey) show the plain screen there.
  const invite = isInvitePath(location.pathname) && manifest.register.referralCode !== 'hidden';
  const invitation = invite || options.invitePage;
  useDocumentTitle(t('pageTitle'));
  const redirect = manifest.register.redirectTo;
  const targetHost = redirect ? editionHosts[redirect.edition]?.[0] : undefined;
  const widget = useWidgetHost();
  useEffect(() => widget?.loaded('register'), [widget]);

  const destinationPage = useDestinationPage();

  useEffect(() => {
    if (!redirect || !targetHost) return;
    replaceWith(
      registerRedirectUrl({
        rule: redirect,
        targetHost,
        location: window.location,
        currentLanguagePrefix: lang,
        currentLanguage: i18n.language,
      }),
    );
  }, [redirect, targetHost, lang, i18n.language, replaceWith]);

  // A logged-in visitor has nothing to register (checked after hydration: the session is a cookie).
  useEffect(() => {
    // In the widget the frame stays where the host put it (docs/embedding.md).
    if (redirect || options.display === 'modal' || widget || !tokens.get()) return;
    // redirect_url within this origin only: the visitor did not come here to leave the site.
    void loadDestination().then(
      async ({ destinationFor, goToDestination, sameOriginRedirectContext }) =>
        goToDestination(
          await destinationFor(destinationPage, {
            redirect: sameOriginRedirectContext(window.location.origin),
          }),
          inApp,
          replaceWith,
        ),
    );
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (redirect) return null;

  const onRegistered = (success: RegistrationSuccess) => {
    // In the widget the host page receives the result (docs/embedding.md, "Events").
    if (widget) {
      widget.signedIn({
        result: success.result,
        isNewUser: true,
        method: 'register',
      });
      return;
    }
    void loadDestination().then(async ({ destinationFor, goToDestination }) =>
      goToDestination(await destinationFor(destinationPage, { isNewUser: true }), inApp, goTo),
    );
  };

  if (options.display === 'modal') {
    return (
      <Suspense fallback={null}>
        <RegisterModal
          options={options}
          onRegistered={onRegistered}
          onClosed={(reason) => {
            if (widget) {
              widget.closed(reason);
              return;
            }
            // Opened on its own (no host page behind it): the other way in is logging in.
            navigate(localePath(lang, paths.login), { replace: true });
          }}
        />
      </Suspense>
    );
  }

  const layout = options.combinedLayout;
  const page = (
    <PageLayout
      width={layout && layout !== 'old' ? 'box' : 'panel'}
      promo={
        options.hidePromo || (layout !== undefined && layout !== 'old') ? undefined : (
          <RegisterPromo />
        )
      }
      promoLabel={t('registerExtras:promo.label')}
    >
      <Stack gap="6">
        {layout && (
          <AuthModeSwitch
            current="register"
            loginHref={`${localePath(lang, paths.login)}${location.search}`}
            registerHref={`${location.pathname}${location.search}`}
          />
        )}
        <Heading as="h1" size="2xl">
          {invitation ? t('registerExtras:inviter.invitedAnonymous') : t('title')}
        </Heading>
        <RegisterPanel
          // The combined page's switch is the way over to logging in.
          options={layout ? { ...options, hideToggle: true } : options}
          onRegistered={onRegistered}
          onQuit={() => window.history.back()}
          invite={invite}
        />
      </Stack>
    </PageLayout>
  );
  return layout ? <CombinedBackdrop layout={layout}>{page}</CombinedBackdrop> : page;
}
