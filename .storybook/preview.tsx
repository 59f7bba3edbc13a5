import { createApiClient, PlatformProvider } from '@intambwe/api-client';
import { networkHandlers, type NetworkRoutes } from '@intambwe/api-client/testing';
import { authCatalogs } from '@intambwe/auth';
import { chatLauncherCatalogs, chatWidgetCatalogs } from '@intambwe/chat-widget';
import { landingCatalogs, landingPageCatalogs, landingSectionCatalogs } from '@intambwe/landing';
import { I18nProvider, localizePath, LOCALE_NAMES, LOCALES, type Locale } from '@intambwe/i18n';
import { defaultPublicConfig } from '@intambwe/contract';
import { uiCatalogs, UiProvider, useComponentRecipes, type ColorMode } from '@intambwe/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { installPage, markViewer } from './page';
import { injectStaticStyles } from './static-styles';

// The islands' classes (their CSS is made at build time on the site), and the page's own rules and script.
injectStaticStyles();
installPage();

/** Every library's translations a story may show (the language is the toolbar's). */
const STORY_CATALOGS = [
  uiCatalogs,
  authCatalogs,
  landingCatalogs,
  landingSectionCatalogs,
  landingPageCatalogs,
  chatLauncherCatalogs,
  chatWidgetCatalogs,
];

/**
 * Stories never reach a real server: each story describes the answers it needs
 * at the network edge, `parameters: { network: { 'GET /jobs': { status: 200, body }, 'POST /contact': 'never' } }`
 * (paths after /api; 'never' stays pending, 'offline' fails like a dropped connection),
 * and Mock Service Worker answers them in the browser (msw-storybook-addon; the worker
 * script is .storybook/public/mockServiceWorker.js). Other calls to /api get a 404 envelope.
 * Handlers of `parameters.msw` (msw's own) apply before these.
 */
const STORY_API_BASE = '/api';

/** Mock Service Worker for the stories: every API call is answered (a 404 envelope when no route names it); the page's own modules and assets pass by unremarked. */
async function startNetwork() {
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
}

const withNetwork: Preview['beforeEach'] = (context) => {
  const network = context.parameters['network'] as NetworkRoutes | undefined;
  context['msw'].use(...networkHandlers(network, { notFound: true }));
};

/** Chakra system, forced colour mode and language (toolbar or story globals), platform config, API client, query cache, router. */
const withProviders: Decorator = (Story, context) => {
  // Stories render components on their own (a PasswordInput without its form), outside the
  // screens and sections that add the later recipes (forms, dialogs, cards...) in the app.
  useComponentRecipes();
  const mode = (context.globals['theme'] ?? 'light') as ColorMode;
  const locale = (context.globals['locale'] ?? 'en') as Locale;
  // Stories that show the language links ask for paths placed in languages, as the web app places them.
  const placesPaths = context.parameters['languageLinks'] === true;
  const route = (context.parameters['route'] as string | undefined) ?? '/';
  const api = useMemo(() => createApiClient({ baseUrl: STORY_API_BASE }), [context.id]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }), []);
  // The story's beforeEach has just stored (or cleared) a session: the page's script marks <html> for it before the play.
  useLayoutEffect(() => markViewer(), []);
  return (
    <UiProvider forcedColorMode={mode}>
      <PlatformProvider config={defaultPublicConfig} apiClient={api}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={null}>
              <I18nProvider
                locale={locale}
                catalogs={STORY_CATALOGS}
                pathInLocale={placesPaths ? (path, language) => localizePath(path, language as Locale) : undefined}
              >
                <div lang={locale}>
                  <Story />
                </div>
              </I18nProvider>
            </Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      </PlatformProvider>
    </UiProvider>
  );
};

const preview: Preview = {
  loaders: [mswLoader(startNetwork)],
  beforeEach: withNetwork,
  decorators: [withProviders],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story tests, not just the panel.
    a11y: { test: 'error' },
    // The toolbar's viewports: the phones most visitors use (360 and 412 px wide), a tablet and a laptop.
    viewport: {
      options: {
        smallPhone: { name: 'Small phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone: { name: 'Phone (412 px)', styles: { width: '412px', height: '915px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
