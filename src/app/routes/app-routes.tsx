import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from '@/sign-in/contracts/session';
import { localePath, paths, routePattern as at } from '@/lib/route-paths';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { LocaleLayout } from '../layout/locale-layout';
import { NotFoundPage } from '../layout/not-found-page';

// Each page is its own chunk: a visitor downloads the login page's code, not the others'. A
// chunk that fails or takes over 120 s shows its route's boundary (docs/architecture.md).
const LoginPage = lazyWithTimeout(() => import('@/flows/login/screen/login-page'), 'login-page');
const RegisterPage = lazyWithTimeout(
  () => import('@/flows/register/register-page'),
  'register-page',
);
const AccountPage = lazyWithTimeout(() => import('@/flows/account/account-page'), 'account-page');
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

/** A lazy page behind its own boundary; the key gives each route a fresh one. */
function page(name: string, Page: ComponentType) {
  return (
    <ChunkBoundary key={name} name={name}>
      <Page />
    </ChunkBoundary>
  );
}

/** `/` and `/{lang}` (the Turkey landing): the account with a session, else log in. */
function Home() {
  const { lang } = useParams();
  const tokens = useSession();
  if (tokens.get()) return page('account', AccountPage);
  return <Navigate to={localePath(lang, paths.login)} replace />;
}

/**
 * Every page route: its path (below the locale segment), its boundary's name and its page. The
 * OAuth login and register are the login and register pages in OAuth mode (docs/oauth.md,
 * "Routes"); the last five are stand-ins for the exchange's own landing pages, so the sandbox
 * shows the session.
 */
const PAGE_ROUTES: readonly (readonly [path: string, name: string, Page: ComponentType])[] = [
  [paths.login, 'login', LoginPage],
  [paths.oauthLogin, 'login', LoginPage],
  [paths.miniAppEntry, 'login', LoginPage],
  [paths.register, 'register', RegisterPage],
  [paths.signUp, 'register', RegisterPage],
  [`${paths.invite}/*`, 'register', RegisterPage],
  [paths.oauthRegister, 'register', RegisterPage],
  [paths.thirdParty, 'third-party', ThirdPartyPage],
  [paths.subAccountLogin, 'sub-account-login', SubAccountLoginPage],
  [paths.selfUnblock, 'self-unblock', SelfUnblockPage],
  [paths.retrieve, 'retrieve', RetrievePage],
  [paths.oauth, 'oauth', OAuthPage],
  [paths.oauthAuthorized, 'oauth', OAuthPage],
  [paths.authorized, 'oauth', OAuthPage],
  [paths.dashboard, 'account', AccountPage],
  [paths.download, 'account', AccountPage],
  [paths.miniAppTask, 'account', AccountPage],
  [`${paths.accountAuth}/*`, 'account', AccountPage],
  [paths.security, 'account', AccountPage],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path=":lang?" element={<LocaleLayout />}>
        <Route index element={<Home />} />
        {PAGE_ROUTES.map(([path, name, Page]) => (
          <Route key={path} path={at(path)} element={page(name, Page)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
