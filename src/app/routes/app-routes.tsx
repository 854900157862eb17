import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { useSession } from '@/sign-in/contracts/session';
import { localePath, paths, routePattern as at } from '@/lib/route-paths';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { replacePage } from '@/sign-in/after-sign-in/leave-page';
import { LocaleLayout } from '../layout/locale-layout';
import type { PageRoute } from './page-route';
import { createStandIns } from './stand-in-routes';
import { NotFoundPage } from '../layout/not-found-page';
import { namespacesOfPage, type Namespace } from '../i18n/namespaces';

// Each page is its own chunk: a visitor downloads the login page's code, not the others'. A
// chunk that fails or takes over 120 s shows its route's boundary (docs/architecture.md).
const LoginPage = lazyWithTimeout(() => import('@/flows/login/screen/login-page'), 'login-page');
const RegisterPage = lazyWithTimeout(
  () => import('@/flows/register/register-page'),
  'register-page',
);
const SubAccountLoginPage = lazyWithTimeout(
  () => import('@/flows/login/sub-account/sub-account-login-page'),
  'sub-account-login-page',
);
const SelfUnblockPage = lazyWithTimeout(
  () => import('@/flows/login/ban/self-unblock-page'),
  'self-unblock-page',
);
const ThirdPartyPage = lazyWithTimeout(
  () => import('@/flows/third-party/third-party-page'),
  'third-party-page',
);
const OAuthPage = lazyWithTimeout(() => import('@/flows/oauth/oauth-routes'), 'oauth-page');
const RetrievePage = lazyWithTimeout(
  () => import('@/flows/retrieve/retrieve-page'),
  'retrieve-page',
);

/**
 * A lazy page behind its own boundary (the key gives each route a fresh one), shown once the
 * strings it renders first have loaded in the visitor's language (namespaces.ts): a prerendered
 * page has them inline, a page reached by a link loads them meanwhile.
 */
function page(name: string, Page: ComponentType) {
  return (
    <ChunkBoundary key={name} name={name}>
      <PageStrings namespaces={namespacesOfPage(name)}>
        <Page />
      </PageStrings>
    </ChunkBoundary>
  );
}

function PageStrings({
  namespaces,
  children,
}: {
  readonly namespaces: readonly Namespace[];
  readonly children: ReactNode;
}) {
  useTranslation(namespaces, { useSuspense: true });
  return children;
}

/** The sandbox's account stand-ins (sandbox builds only: the literal drops them elsewhere). */
const standIns = __SANDBOX_STAND_INS__ ? createStandIns() : null;

/**
 * `/` and `/{lang}` (the Turkey landing): log in without a session. With one, the sandbox shows
 * its account stand-in; a release leaves for the exchange's account page.
 */
function Home() {
  const { lang } = useParams();
  const tokens = useSession();
  if (!tokens.get()) return <Navigate to={localePath(lang, paths.login)} replace />;
  if (standIns) return page('account', standIns.AccountPage);
  return <LeaveFor path={localePath(lang, paths.dashboard)} />;
}

function LeaveFor({ path }: { readonly path: string }) {
  useEffect(() => replacePage(path), [path]);
  return null;
}

/**
 * Every page route. The OAuth login and register are the login and register pages in OAuth mode
 * (docs/oauth.md, "Routes"); the sandbox adds its stand-ins for the exchange's own pages.
 */
const PAGE_ROUTES: readonly PageRoute[] = [
  [paths.login, 'login', LoginPage],
  [paths.oauthLogin, 'login', LoginPage],
  [paths.miniAppEntry, 'login', LoginPage],
  [paths.register, 'register', RegisterPage],
  [paths.signUp, 'register', RegisterPage],
  [`${paths.invite}/*`, 'register', RegisterPage],
  // The spec's other routes, each on the screen it names (docs/registration.md, "Routes and the
  // screens they show").
  [paths.friendInvite, 'register', RegisterPage],
  [paths.web2, 'register', RegisterPage],
  [paths.channelRegister, 'register', RegisterPage],
  [paths.earnTgPage, 'login', LoginPage],
  [paths.autoBanAccount, 'self-unblock', SelfUnblockPage],
  [paths.securityItemFind, 'retrieve', RetrievePage],
  [paths.oauthRegister, 'register', RegisterPage],
  [paths.thirdParty, 'third-party', ThirdPartyPage],
  [paths.subAccountLogin, 'sub-account-login', SubAccountLoginPage],
  [paths.selfUnblock, 'self-unblock', SelfUnblockPage],
  [paths.retrieve, 'retrieve', RetrievePage],
  [paths.oauth, 'oauth', OAuthPage],
  [paths.oauthAuthorized, 'oauth', OAuthPage],
  [paths.authorized, 'oauth', OAuthPage],
  ...(standIns?.routes ?? []),
];

/**
 * The name of the page at `path` (below the locale prefix), for the namespaces it needs before its
 * first render (main.tsx); undefined for a path no page route matches.
 */
export function pageNameAt(path: string): string | undefined {
  return PAGE_ROUTES.find(([pattern]) => matchPath(pattern, path) !== null)?.[1];
}

export function AppRoutes() {
  // Pages of the edition's features (the Turkey bridge's popup): only an edition whose manifest
  // enables the feature has the route, and its code (docs/editions.md, "Feature pages").
  const { features } = useEdition();
  const featureRoutes = features.flatMap((feature) => feature.routes ?? []);
  return (
    <Routes>
      <Route path=":lang?" element={<LocaleLayout />}>
        <Route index element={<Home />} />
        {PAGE_ROUTES.map(([path, name, Page]) => (
          <Route key={path} path={at(path)} element={page(name, Page)} />
        ))}
        {featureRoutes.map(({ path, name, Page }) => (
          <Route key={path} path={at(path)} element={page(name, Page)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
