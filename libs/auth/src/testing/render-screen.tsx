import { PlatformProvider } from '@intambwe/api-client';
import { authStorage } from '../session/auth-storage';
import { defaultPublicConfig, type PublicConfig, type User } from '@intambwe/contract';
import { I18nProvider, type PathInLocale } from '@intambwe/i18n';
import { uiCatalogs, UiProvider } from '@intambwe/ui';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { authCatalogs } from '../catalogs';
import { RouterScreenNavigation } from '../navigation/router-screen-navigation';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { resetLeaving } from '../navigation/use-redirect-by-role';
import { AuthProvider } from '../state/auth-provider';
import { stubNetwork, type StubRoutes } from './stub-network';

/** A stand-in page that shows where the app went (and what it carried). */
function LandedOn() {
  const location = useLocation();
  return (
    <main>
      <h1>Landed on {location.pathname}</h1>
      {location.state ? <pre data-testid="location-state">{JSON.stringify(location.state)}</pre> : null}
    </main>
  );
}

export interface RenderScreenOptions {
  /** The route pattern the screen answers (default: the path of `at`). */
  path: string;
  /** Where the test starts: a URL or a location with state. */
  at?: InitialEntry;
  network?: StubRoutes;
  config?: Partial<PublicConfig>;
  /** The language of the screens (default English), and where the host places paths in languages. */
  locale?: string;
  pathInLocale?: PathInLocale;
  /** A stored session (token and user) before the app starts. */
  session?: { user: User; token?: string; refreshToken?: string };
}

/**
 * Renders one screen inside the real providers (UI, platform config with a
 * stubbed network edge, auth) and a memory router where every other path is a
 * "Landed on ..." page, so a test sees where the screen sent the person.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions) {
  resetLeaving(); // the page never really left in the test before
  const network = stubNetwork(options.network);
  if (options.session) {
    authStorage.save({
      token: options.session.token ?? 'stored-token',
      user: options.session.user,
      refreshToken: options.session.refreshToken,
    });
  }
  const router = createMemoryRouter(
    [
      { path: options.path, element: <RouterScreenNavigation>{screen}</RouterScreenNavigation> },
      { path: '*', element: <LandedOn /> },
    ],
    { initialEntries: [options.at ?? options.path] },
  );
  const config = { ...defaultPublicConfig, ...options.config };
  const view = render(
    <UiProvider>
      <PlatformProvider config={config} apiClient={network.api}>
        <AuthProvider>
          <Suspense fallback={<p>Loading the language…</p>}>
            <I18nProvider
              locale={options.locale ?? 'en'}
              catalogs={[uiCatalogs, authCatalogs]}
              pathInLocale={options.pathInLocale}
            >
              <RouterProvider router={router} />
            </I18nProvider>
          </Suspense>
        </AuthProvider>
      </PlatformProvider>
    </UiProvider>,
  );
  return { ...view, router, calls: network.calls };
}
