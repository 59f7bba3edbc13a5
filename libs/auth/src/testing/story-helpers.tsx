import { PlatformProvider, useApiClient, usePlatformConfig } from '@intambwe/api-client';
import { authStorage } from '../session/auth-storage';
import type { User } from '@intambwe/contract';
import { toaster } from '@intambwe/ui';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { resetGoogleIdentityLoader } from '../google/load-google-identity';
import { browserNavigation } from '../navigation/browser-navigation';
import { RouterScreenNavigation } from '../navigation/router-screen-navigation';
import { resetLeaving } from '../navigation/use-redirect-by-role';
import { AuthProvider } from '../state/auth-provider';
import { installFakeGoogle, type FakeGoogleOptions } from './fake-google';
import { TEST_OPEN_ID } from './openid-stubs';
import { sampleUser } from './sample-answers';

/**
 * Story helpers. The shared preview (.storybook/preview.tsx) already gives
 * the UI provider, platform configuration with a stubbed API (`parameters.network`,
 * paths after /api) and a memory router (`parameters.route`).
 */

export const dark = { theme: 'dark' } as const;
export const smallPhone = { viewport: { value: 'smallPhone' } } as const;

/** The auth state every screen needs. */
export const withAuth: Decorator = (Story) => (
  <AuthProvider>
    <RouterScreenNavigation>
      <Story />
    </RouterScreenNavigation>
  </AuthProvider>
);

export const STORY_GOOGLE_CLIENT_ID = 'storybook-client.apps.googleusercontent.com';

function WithGoogleClientId({ children }: { children: ReactNode }) {
  const config = usePlatformConfig();
  const api = useApiClient();
  return (
    <PlatformProvider config={{ ...config, googleClientId: STORY_GOOGLE_CLIENT_ID }} apiClient={api}>
      {children}
    </PlatformProvider>
  );
}

/** A Google client id in the platform configuration (the preview's default has none). */
export const withGoogleClientId: Decorator = (Story) => (
  <WithGoogleClientId>
    <Story />
  </WithGoogleClientId>
);

/** A sister platform's sign-in request the front door's screens carry (`/login?interaction=…`). */
export const STORY_INTERACTION = 'Pq3vZ8xY_kL2-mN0aB4cD';

function AsSisterPlatform({ children }: { children: ReactNode }) {
  const config = usePlatformConfig();
  const api = useApiClient();
  return (
    <PlatformProvider config={{ ...config, openId: TEST_OPEN_ID }} apiClient={api}>
      {children}
    </PlatformProvider>
  );
}

/** The screens as a sister platform mounts them: `openId` in its configuration (the front door's provider and its client id). */
export const asSisterPlatform: Decorator = (Story) => (
  <AsSisterPlatform>
    <Story />
  </AsSisterPlatform>
);

function FreshQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A server cache of the story's own (the preview's lives across stories, so one story's lists would show in the next). */
export const withFreshQueries: Decorator = (Story, context) => (
  <FreshQueries key={context.id}>
    <Story />
  </FreshQueries>
);

/** Starts each story without toasts from the one before. */
export const clearToasts = () => {
  toaster.remove();
};

/** A stand-in for Google's script on `window.google` for one story (no download). */
export const fakeGoogle = (options: FakeGoogleOptions) => () => {
  toaster.remove();
  const fake = installFakeGoogle(options);
  return () => {
    fake.uninstall();
    resetGoogleIdentityLoader();
  };
};

/** Keeps the story frame where it is: leaving for a sister platform would unload the test. */
export const stayOnPage = () => {
  toaster.remove();
  resetLeaving();
  const assign = browserNavigation.assign;
  const openInNewTab = browserNavigation.openInNewTab;
  browserNavigation.assign = () => undefined;
  browserNavigation.openInNewTab = () => true;
  return () => {
    browserNavigation.assign = assign;
    browserNavigation.openInNewTab = openInNewTab;
  };
};

/** A stored session and the /auth/me answer that confirms it. */
export function signedInAs(changes: Partial<User> = {}) {
  const user = { ...sampleUser, ...changes };
  return {
    user,
    beforeEach: () => {
      const restore = stayOnPage();
      authStorage.save({ token: 'storybook-token', refreshToken: 'storybook-refresh', user });
      return () => {
        restore();
        authStorage.clear();
      };
    },
    network: {
      'GET /auth/me': { body: { success: true, data: { user } } },
    },
  };
}

/** Where the app went, shown by the stand-in page of other routes. */
function LandedOn() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/**
 * The screen at its route among others, as the app's routes hold it: when it
 * sends the person elsewhere (`/` after the account is deleted, a guard's
 * redirect), the story shows where they landed instead of the screen going on
 * at an address that is not its own (a guard's redirect would then repeat for ever).
 */
export const withScreenRoute: Decorator = (Story, context) => {
  const route = (context.parameters['route'] as string | undefined) ?? '/';
  return (
    <Routes>
      <Route path={new URL(route, 'http://story.example.com').pathname} element={<Story />} />
      <Route path="*" element={<LandedOn />} />
    </Routes>
  );
};

/** Opens a path with router state (the Google data carried to /select-role), then renders the screen there. */
export function AtPathWithState({ path, state, children }: { path: string; state: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (location.pathname === '/') navigate(path, { state, replace: true });
  }, [location.pathname, navigate, path, state]);
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<LandedOn />} />
    </Routes>
  );
}

/** Finds a toast by its text and waits until its entrance animation has made it visible. */
export async function expectToast(text: string): Promise<void> {
  const toast = await within(document.body).findByText(text, {}, { timeout: 5000 });
  await waitFor(() => expect(toast).toBeVisible());
}

/** Finds an open dialog (its code loads on demand) once it is visible. */
export async function findDialog(name: string): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * What the meta of a screen's stories shares: the screen full size at `route`,
 * inside the auth providers (then `decorators`), the toasts cleared before
 * each story when it shows some. Title and component stay in each file's meta.
 */
export function screenStories(
  route: string,
  { decorators = [], toasts = false }: { decorators?: Decorator[]; toasts?: boolean } = {},
) {
  return {
    decorators: [withAuth, ...decorators],
    parameters: { layout: 'fullscreen' as const, route },
    ...(toasts && { beforeEach: clearToasts }),
  };
}
