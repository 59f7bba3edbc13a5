import { PlatformProvider } from '@intambwe/api-client';
import { authCatalogs, AuthProvider, RequireAuth } from '@intambwe/auth';
import { I18nProvider } from '@intambwe/i18n';
import { uiCatalogs, UiProvider } from '@intambwe/ui';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { config, language } from './config';
import { HomePage } from './home-page';
import { MyCourses } from './my-courses';
import { ResetOnFrontDoor } from './reset-on-front-door';

/** The screens, loaded when their route is visited (one chunk for all; `@intambwe/auth/screens/<route>` loads one alone). */
const page = (name: 'LoginPage' | 'RegisterPage' | 'ForgotPasswordPage' | 'AuthLoginPage') => async () => ({
  Component: (await import('@intambwe/auth/pages'))[name],
});

/** The code flow's redirect URI: the answer becomes a session of this platform, then the page the sign-in began for (or My courses). */
const authCallback = async () => {
  const { AuthCallbackPage } = await import('@intambwe/auth/pages');
  return { Component: () => <AuthCallbackPage next="/courses" /> };
};

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/login', lazy: page('LoginPage') }, // starts the code flow: passwords are typed on the front door only
  { path: '/register', lazy: page('RegisterPage') }, // the front door's sign-up screen (prompt=create)
  { path: '/forgot-password', lazy: page('ForgotPasswordPage') },
  { path: '/reset-password', element: <ResetOnFrontDoor /> }, // emailed links open the front door
  { path: '/auth/login', lazy: page('AuthLoginPage') }, // initiate-login URI: the front door sends people here after a sign-in there
  { path: '/auth/callback', lazy: authCallback }, // redirect URI: ?code=…&state=…&iss=…
  { path: '/courses', element: <RequireAuth><MyCourses /></RequireAuth> },
]);

/** The page's language: the screens, the front door's screens (ui_locales) and the emails the API sends (Accept-Language) follow it. */
document.documentElement.lang = language;

export function App() {
  return (
    <UiProvider>
      <PlatformProvider config={config}>
        <AuthProvider>
          {/* The screens' words in `language` (its catalogs load before the first screen shows). */}
          <Suspense fallback={null}>
            <I18nProvider locale={language} catalogs={[uiCatalogs, authCatalogs]}>
              <RouterProvider router={router} />
            </I18nProvider>
          </Suspense>
        </AuthProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
