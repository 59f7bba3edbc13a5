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

/** Each screen is its own chunk, loaded when its route is visited. */
const page = (name: Exclude<keyof typeof import('@intambwe/auth/pages'), 'AuthCallbackPage'>) => async () => ({
  Component: (await import('@intambwe/auth/pages'))[name],
});

/** The front door's hand-off lands here: the one-time code becomes a session of this platform, then My courses. */
const authCallback = async () => {
  const { AuthCallbackPage } = await import('@intambwe/auth/pages');
  return { Component: () => <AuthCallbackPage platform="elearning" next="/courses" /> };
};

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/login', lazy: page('LoginPage') },
  { path: '/register', lazy: page('RegisterPage') },
  { path: '/forgot-password', lazy: page('ForgotPasswordPage') },
  { path: '/reset-password', element: <ResetOnFrontDoor /> }, // emailed links open the front door
  { path: '/select-role', lazy: page('SelectRolePage') },
  { path: '/dashboard', lazy: page('DashboardPage') },
  { path: '/auth/callback', lazy: authCallback }, // ?code=… from the front door (sign-in there or here)
  { path: '/courses', element: <RequireAuth><MyCourses /></RequireAuth> },
]);

/** The page's language: the screens and the emails the API sends (Accept-Language) follow it. */
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
