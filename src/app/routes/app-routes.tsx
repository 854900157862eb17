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
const OAuthPage = lazyWithTimeout(() => import('@/flows/oauth/oauth-routes'), 'oauth-page');

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

export function AppRoutes() {
  return (
    <Routes>
      <Route path=":lang?" element={<LocaleLayout />}>
        <Route index element={<Home />} />
        <Route path={at(paths.login)} element={page('login', LoginPage)} />
        <Route path={at(paths.register)} element={page('register', RegisterPage)} />
        <Route path={at(paths.signUp)} element={page('register', RegisterPage)} />
        <Route path={`${at(paths.invite)}/*`} element={page('register', RegisterPage)} />
        <Route
          path={at(paths.subAccountLogin)}
          element={page('sub-account-login', SubAccountLoginPage)}
        />
        {/* OAuth (docs/oauth.md, "Routes"): login and register in OAuth mode are the same pages. */}
        <Route path={at(paths.oauth)} element={page('oauth', OAuthPage)} />
        <Route path={at(paths.oauthLogin)} element={page('login', LoginPage)} />
        <Route path={at(paths.oauthRegister)} element={page('register', RegisterPage)} />
        <Route path={at(paths.oauthAuthorized)} element={page('oauth', OAuthPage)} />
        <Route path={at(paths.authorized)} element={page('oauth', OAuthPage)} />
        <Route path={at(paths.selfUnblock)} element={page('self-unblock', SelfUnblockPage)} />
        {/* Stand-ins for the exchange's own landing pages, so the sandbox shows the session. */}
        <Route path={at(paths.dashboard)} element={page('account', AccountPage)} />
        <Route path={at(paths.download)} element={page('account', AccountPage)} />
        <Route path={`${at(paths.accountAuth)}/*`} element={page('account', AccountPage)} />
        <Route path={at(paths.security)} element={page('account', AccountPage)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
