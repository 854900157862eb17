import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from '@/api/session-context';
import { LocaleLayout } from '../layout/locale-layout';
import { NotFoundPage } from '../layout/not-found-page';

// Each page is its own chunk: a visitor downloads the login page's code, not the others'.
const LoginPage = lazy(() => import('@/flows/login/login-page'));
const RegisterPage = lazy(() => import('@/flows/register/register-page'));
const AccountPage = lazy(() => import('@/flows/account/account-page'));
const SubAccountLoginPage = lazy(() => import('@/flows/login/sub-account-login-page'));
const SelfUnblockPage = lazy(() => import('@/flows/login/self-unblock-page'));

/** `/` and `/{lang}` (the Turkey landing): the account with a session, else log in. */
function Home() {
  const { lang } = useParams();
  const tokens = useSession();
  if (tokens.get()) return <AccountPage />;
  return <Navigate to={lang ? `/${lang}/login` : '/login'} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path=":lang?" element={<LocaleLayout />}>
        <Route index element={<Home />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="sign-up" element={<RegisterPage />} />
        <Route path="invite/*" element={<RegisterPage />} />
        <Route path="app/user/sub-account-login" element={<SubAccountLoginPage />} />
        <Route path="self-unblock" element={<SelfUnblockPage />} />
        {/* Stand-ins for the exchange's own landing pages, so the sandbox shows the session. */}
        <Route path="dashboard" element={<AccountPage />} />
        <Route path="download" element={<AccountPage />} />
        <Route path="user/accounts/auth/*" element={<AccountPage />} />
        <Route path="app/user/security" element={<AccountPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
