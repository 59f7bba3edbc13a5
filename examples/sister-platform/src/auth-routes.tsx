import { PlatformProvider } from '@intambwe/api-client';
import { AuthProvider, RequireAuth } from '@intambwe/auth';
import { UiProvider } from '@intambwe/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { config } from './config';
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

export function App() {
  return (
    <UiProvider>
      <PlatformProvider config={config}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </PlatformProvider>
    </UiProvider>
  );
}
