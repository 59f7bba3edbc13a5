import { PlatformProvider } from '@intambwe/api-client';
import { AuthProvider, RequireAuth } from '@intambwe/auth';
import { UiProvider } from '@intambwe/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthCallback } from './auth-callback';
import { config } from './config';
import { HomePage } from './home-page';
import { MyCourses } from './my-courses';
import { ResetOnFrontDoor } from './reset-on-front-door';

/** Each screen is its own chunk, loaded when its route is visited. */
const page = (name: keyof typeof import('@intambwe/auth/pages')) => async () => ({
  Component: (await import('@intambwe/auth/pages'))[name],
});

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/login', lazy: page('LoginPage') },
  { path: '/register', lazy: page('RegisterPage') },
  { path: '/forgot-password', lazy: page('ForgotPasswordPage') },
  { path: '/reset-password', element: <ResetOnFrontDoor /> }, // emailed links open the front door
  { path: '/select-role', lazy: page('SelectRolePage') },
  { path: '/dashboard', lazy: page('DashboardPage') },
  { path: '/auth/callback', element: <AuthCallback /> }, // the front door's hand-off lands here
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
